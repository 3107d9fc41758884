import { AUTH_MESSAGES } from '@anumati/domain';
import { Button, Modal, Stack, Text } from '@mantine/core';
import '../styles/console-styles';
import { clearSession } from './session-storage';

/** Spec 1 §8: "session expired please login !" with a "login here!" button that clears the session. */
export function SessionExpiredDialog() {
  const onLogin = () => {
    clearSession();
    window.location.assign('/login');
  };
  return (
    <Modal opened onClose={onLogin} withCloseButton={false} centered title="Session expired">
      <Stack>
        <Text>{AUTH_MESSAGES.sessionExpired}</Text>
        <Button onClick={onLogin}>login here!</Button>
      </Stack>
    </Modal>
  );
}
