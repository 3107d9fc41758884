import { isLanguage, type TLanguage } from '@anumati/domain';

const KEY = 'anumati.languageChosenAtSignIn';

/**
 * The language an officer chose on the sign-in screens, kept for this tab until the console knows them: the latest
 * choice is theirs to keep, so it becomes their saved language rather than being switched back to the one saved
 * before (an officer who chose Telugu to sign in was shown English again once signed in).
 */
export function rememberLanguageChosenAtSignIn(language: TLanguage): void {
  sessionStorage.setItem(KEY, language);
}

/** The language chosen on the sign-in screens, once: reading it forgets it. */
export function takeLanguageChosenAtSignIn(): TLanguage | null {
  const chosen = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return chosen !== null && isLanguage(chosen) ? chosen : null;
}
