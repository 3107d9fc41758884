import type { z } from 'zod';
import { badInput } from './app-error';

/** Parses input with a shared domain schema; the first problem becomes the officer's message. */
export function parseInput<TSchema extends z.ZodType>(schema: TSchema, input: unknown): z.infer<TSchema> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw badInput(issue?.message ?? 'Invalid input', issue?.path.join('.'));
}
