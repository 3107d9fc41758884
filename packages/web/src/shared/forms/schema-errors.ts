import type { z } from 'zod';
import { domainMessage } from '../i18n/i18n';

/**
 * The first message per field, from a shared domain schema: the form shows what the server would say, in the
 * officer's language.
 */
export function schemaErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= domainMessage(issue.message);
  }
  return errors;
}
