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
      {/* Teal 9: green 8 read 3.3:1 on white (axe, issue 19); this keeps the success colour above 4.5:1. */}
      <Text fw={600} c="teal.9">
        {domainMessage(AUTH_MESSAGES.passwordChanged)}
      </Text>
      <Anchor component={Link} to="/login">
        {t('passwordSuccess.login')}
      </Anchor>
    </AuthLayout>
  );
}
