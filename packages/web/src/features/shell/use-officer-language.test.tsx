import { isLanguage, type TLanguage } from '@anumati/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '../../app/app-providers';
import { MeDocument, SetPreferredLanguageDocument } from '../../shared/graphql/generated/graphql';
import { changeLanguage, currentLanguage } from '../../shared/i18n/i18n';
import {
  rememberLanguageChosenAtSignIn,
  takeLanguageChosenAtSignIn,
} from '../../shared/i18n/language-chosen-at-sign-in';
import { operation, setupMockServer } from '../../testing/mock-server';
import { TEST_OFFICER } from '../../testing/render-as-officer';
import { useOfficerLanguage } from './use-officer-language';

const me = operation(MeDocument);
const setLanguage = operation(SetPreferredLanguageDocument);
const server = setupMockServer();

/** The server: the signed-in officer with a saved language, and a save that takes the new one. */
function answerOfficer(savedLanguage: TLanguage) {
  server.use(
    me.answer(() => ({ me: { ...TEST_OFFICER, preferredLanguage: savedLanguage } })),
    setLanguage.answer(({ language }) => ({
      // The server refuses any other language (setPreferredLanguage's schema).
      setPreferredLanguage: { id: TEST_OFFICER.id, preferredLanguage: isLanguage(language) ? language : savedLanguage },
    })),
  );
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <AppProviders queryClient={createQueryClient()}>{children}</AppProviders>
);

afterEach(() => changeLanguage('en', { remember: false }));

describe('useOfficerLanguage', { timeout: 60_000 }, () => {
  it('switches the console to the language the officer saved, on any computer', async () => {
    answerOfficer('te');
    renderHook(() => useOfficerLanguage(), { wrapper });
    await waitFor(() => expect(currentLanguage()).toBe('te'));
    expect(document.documentElement.lang).toBe('te');
  });

  it('saves the officer’s new choice on the server', async () => {
    answerOfficer('en');
    const { result } = renderHook(() => useOfficerLanguage(), { wrapper });
    await waitFor(() => expect(me.sentVariables()).not.toEqual([]));
    act(() => result.current.saveLanguage('te'));
    await waitFor(() => expect(setLanguage.sentVariables()).toEqual([{ language: 'te' }]));
  });

  it('keeps the language chosen on the sign-in screens and saves it, instead of switching back', async () => {
    answerOfficer('en');
    await changeLanguage('te', { remember: false });
    rememberLanguageChosenAtSignIn('te');
    renderHook(() => useOfficerLanguage(), { wrapper });
    await waitFor(() => expect(setLanguage.sentVariables()).toEqual([{ language: 'te' }]));
    expect(currentLanguage()).toBe('te');
    // Once: the next officer known in this tab gets their saved language.
    expect(takeLanguageChosenAtSignIn()).toBeNull();
  });
});
