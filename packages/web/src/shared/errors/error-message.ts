import { AUTH_MESSAGES } from '@anumati/domain';
import { domainMessage } from '../i18n/i18n';

/**
 * What the officer reads for a failure: the server's message (the spec's English, from the domain's message
 * objects) or the spec's "Some error occured", in the console's language (issue 19).
 */
export function errorMessage(error: unknown): string {
  const message = error instanceof Error && error.message ? error.message : AUTH_MESSAGES.defaultLoadError;
  return domainMessage(message);
}
