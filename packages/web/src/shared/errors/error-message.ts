import { AUTH_MESSAGES } from '@anumati/domain';

export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : AUTH_MESSAGES.defaultLoadError;
}
