import { describe, expect, it } from 'vitest';
import { clearSession, hasSession, storeSession } from './session-storage';

describe('clearSession', () => {
  it('ends the session and leaves no note draft of an earlier console in local storage', () => {
    storeSession({ accessToken: 'token', firstName: 'Ramesh', lastName: 'Goud', id: '4' });
    localStorage.setItem('noteDraft:4:17', '<p>Half-typed note</p>');
    localStorage.setItem('mantine-color-scheme', 'light');
    clearSession();
    expect(hasSession()).toBe(false);
    expect(localStorage.getItem('noteDraft:4:17')).toBeNull();
    expect(localStorage.getItem('mantine-color-scheme')).toBe('light');
  });
});
