import { translateMessage, type TLanguage } from '@anumati/domain';
import { currentLanguage } from '../i18n/i18n';

/**
 * A message the domain writes (AUTH_MESSAGES, ORDER_MESSAGES, a shared schema's validation message, a server's
 * answer) as the console shows it, in the officer's language: English as the spec words it, Telugu from the domain's
 * twin of the message. Called while rendering or on submit, after the catalogues have loaded.
 */
export function domainMessage(message: string, language: TLanguage = currentLanguage()): string {
  return translateMessage(message, language);
}
