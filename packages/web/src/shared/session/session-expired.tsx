import { AUTH_MESSAGES } from '@anumati/domain';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { GraphqlRequestError } from '../graphql/graphql-request';
import { RestRequestError } from '../rest/rest-request';
import { clearSession } from './session-storage';

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

/** Spec 1 §8: "session expired please login !" with a "login here!" button that clears the session. */
export function SessionExpiredModal() {
  const isOpen = useSyncExternalStore(subscribe, () => isExpired);
  const onLogin = () => {
    clearSession();
    window.location.assign('/login');
  };
  return (
    <Modal opened={isOpen} onClose={onLogin} withCloseButton={false} centered title="Session expired">
      <Stack>
        <Text>{AUTH_MESSAGES.sessionExpired}</Text>
        <Button onClick={onLogin}>login here!</Button>
      </Stack>
    </Modal>
  );
}
