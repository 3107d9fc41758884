import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../app/app-providers';
import { changeLanguage, currentLanguage } from '../../shared/i18n/i18n';
import { useOfficerLanguage } from './use-officer-language';

type TCall = { query: string; variables: Record<string, string> };

/** The server: the signed-in officer with a saved language, and the calls the console made. */
function fakeServer(savedLanguage: string) {
  const calls: TCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const call = JSON.parse(String(init.body)) as TCall;
      calls.push(call);
      const data = call.query.includes('setPreferredLanguage')
        ? { setPreferredLanguage: { id: '1', preferredLanguage: call.variables.language } }
        : { me: { id: '1', firstName: 'Site', lastName: 'Inspector', preferredLanguage: savedLanguage } };
      return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <AppProviders queryClient={createQueryClient()}>{children}</AppProviders>
);

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en', { remember: false });
});

describe('useOfficerLanguage', { timeout: 60_000 }, () => {
  it('switches the console to the language the officer saved, on any computer', async () => {
    fakeServer('te');
    renderHook(() => useOfficerLanguage(), { wrapper });
    await waitFor(() => expect(currentLanguage()).toBe('te'));
    expect(document.documentElement.lang).toBe('te');
  });

  it('saves the officer’s new choice on the server', async () => {
    const calls = fakeServer('en');
    const { result } = renderHook(() => useOfficerLanguage(), { wrapper });
    await waitFor(() => expect(calls.some((call) => call.query.includes('query Me'))).toBe(true));
    act(() => result.current.saveLanguage('te'));
    await waitFor(() =>
      expect(calls.find((call) => call.query.includes('setPreferredLanguage'))?.variables).toEqual({ language: 'te' }),
    );
  });
});
