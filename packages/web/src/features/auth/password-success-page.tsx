import { AUTH_MESSAGES } from '@anumati/domain';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AuthLayout } from './auth-layout';
import { useTranslation } from 'react-i18next';
import { domainMessage } from '../../shared/i18n/i18n';

export function PasswordSuccessPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout title={t('passwordSuccess.title')}>
      <Text fw={600} c="green.8">
        {domainMessage(AUTH_MESSAGES.passwordChanged)}
      </Text>
      <Anchor component={Link} to="/login">
        {t('passwordSuccess.login')}
      </Anchor>
    </AuthLayout>
  );
}
