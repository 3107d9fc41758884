import type { TLanguage } from '@anumati/domain';
import { useCallback, useEffect } from 'react';
import { changeLanguage, currentLanguage } from '../../shared/i18n/i18n';
import { takeLanguageChosenAtSignIn } from '../../shared/i18n/language-chosen-at-sign-in';
import { useMeQuery } from '../../shared/officer/me.query';
import { useSetPreferredLanguageMutation } from './api/set-preferred-language.mutation';

/**
 * The language remembered per officer (issue 19): once the signed-in officer is known, the console switches to
 * the language they saved (on any computer), unless they chose another on the sign-in screens, which is then saved;
 * `saveLanguage` — the language switch's `onChanged` — saves a new choice. The server writes the officer's exports in the saved language too.
 */
export function useOfficerLanguage(): { saveLanguage: (language: TLanguage) => void } {
  const savedLanguage = useMeQuery().data?.preferredLanguage;
  const { mutate } = useSetPreferredLanguageMutation();

  useEffect(() => {
    if (!savedLanguage) return;
    // A language chosen on the sign-in screens is the officer's latest choice: it is saved, not undone.
    const chosenAtSignIn = takeLanguageChosenAtSignIn();
    if (chosenAtSignIn && chosenAtSignIn !== savedLanguage) {
      mutate({ language: chosenAtSignIn });
      return;
    }
    if (savedLanguage !== currentLanguage()) void changeLanguage(savedLanguage);
  }, [savedLanguage, mutate]);

  const saveLanguage = useCallback((language: TLanguage) => mutate({ language }), [mutate]);
  return { saveLanguage };
}
