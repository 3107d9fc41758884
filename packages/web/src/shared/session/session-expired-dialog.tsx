import { AUTH_MESSAGES } from '@anumati/domain';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../styles/console-styles';
import { domainMessage } from '../i18n/i18n';
import { clearSession } from './session-storage';

/** Spec 1 §8: "session expired please login !" with a "login here!" button that clears the session. */
export function SessionExpiredDialog() {
  const { t } = useTranslation('common');
  const onLogin = () => {
    clearSession();
    window.location.assign('/login');
  };
  return (
    <Modal opened onClose={onLogin} withCloseButton={false} centered title={t('sessionExpired.title')}>
      <Stack>
        <Text>{domainMessage(AUTH_MESSAGES.sessionExpired)}</Text>
        <Button onClick={onLogin}>{t('sessionExpired.loginHere')}</Button>
      </Stack>
    </Modal>
  );
}
