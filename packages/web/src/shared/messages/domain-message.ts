import type { TLanguage } from '@anumati/domain';
import { currentLanguage } from '../i18n/i18n';

/**
 * A message the domain writes (AUTH_MESSAGES, ORDER_MESSAGES, a shared schema's validation message) as the console
 * shows it, in the officer's language. Called while rendering or on submit, after the catalogues have loaded.
 */
export function domainMessage(message: string, _language: TLanguage = currentLanguage()): string {
  // TODO(issue 19): return translateMessage(message, language) from @anumati/domain; it waits for the domain's
  // Telugu message twins (branch i18n-domain), until then the message shows in English.
  return message;
}
