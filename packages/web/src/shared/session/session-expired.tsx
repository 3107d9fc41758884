import { AUTH_MESSAGES } from '@anumati/domain';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { GraphqlRequestError } from '../graphql/graphql-request';
import { RestRequestError } from '../rest/rest-request';

let isExpired = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called for every failed request: the server's "authenticate" answer means the session is gone. */
export function onRequestError(error: unknown): void {
  const isUnauthenticated =
    (error instanceof GraphqlRequestError || error instanceof RestRequestError) &&
    (error.code === 'UNAUTHENTICATED' || error.message === AUTH_MESSAGES.unauthenticated);
  if (!isUnauthenticated || isExpired) return;
  isExpired = true;
  listeners.forEach((listener) => listener());
}

// The dialog, Mantine's Modal with it, loads when a session expires: the login route never needs it.
const SessionExpiredDialog = lazy(() =>
  import('./session-expired-dialog').then((module) => ({ default: module.SessionExpiredDialog })),
);

/** Spec 1 §8: once a request finds the session gone, the dialog that sends the officer back to the login page. */
export function SessionExpiredModal() {
  const isOpen = useSyncExternalStore(subscribe, () => isExpired);
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog />
    </Suspense>
  );
}
