/** Spec 1 §7: session storage holds the token, the officer's names and id. */
const KEYS = { accessToken: 'accessToken', firstName: 'firstName', lastName: 'lastName', id: 'id' } as const;

export type TStoredSession = { accessToken: string; firstName: string; lastName: string; id: string };

export function readAccessToken(): string | null {
  return sessionStorage.getItem(KEYS.accessToken);
}

export function hasSession(): boolean {
  return readAccessToken() !== null;
}

export function storeSession(session: TStoredSession): void {
  for (const key of Object.values(KEYS)) sessionStorage.setItem(key, session[key]);
}

export function clearSession(): void {
  sessionStorage.clear();
}
