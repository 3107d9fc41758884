/** Spec 1 §7: session storage holds the token, the officer's names and id. */
const KEYS = { accessToken: 'accessToken', firstName: 'firstName', lastName: 'lastName', id: 'id' } as const;

export type TStoredSession = { accessToken: string; firstName: string; lastName: string; id: string };

export function readAccessToken(): string | null {
  return sessionStorage.getItem(KEYS.accessToken);
}

/** The signed-in officer's id, as stored at sign-in: what the device keeps for them is filed under it. */
export function readSessionOfficerId(): string | null {
  return sessionStorage.getItem(KEYS.id);
}

export function hasSession(): boolean {
  return readAccessToken() !== null;
}

export function storeSession(session: TStoredSession): void {
  for (const key of Object.values(KEYS)) sessionStorage.setItem(key, session[key]);
}

/** Earlier consoles kept note drafts in local storage under this prefix; drafts now live on the server. */
const LEGACY_NOTE_DRAFT_PREFIX = 'noteDraft:';

/**
 * Ends the session in the browser: the session storage, and any note draft an earlier console left in local
 * storage, so nothing an officer typed stays on a shared computer (issue 13). The drafts are kept on the server.
 */
export function clearSession(): void {
  sessionStorage.clear();
  const legacyDrafts = Object.keys(localStorage).filter((key) => key.startsWith(LEGACY_NOTE_DRAFT_PREFIX));
  for (const key of legacyDrafts) localStorage.removeItem(key);
}
