import { AUTH_MESSAGES } from '@anumati/domain';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AuthLayout } from './auth-layout';

export function PasswordSuccessPage() {
  return (
    <AuthLayout title="Password changed">
      <Text fw={600} c="green.8">
        {AUTH_MESSAGES.passwordChanged}
      </Text>
      <Anchor component={Link} to="/login">
        LOGIN
      </Anchor>
    </AuthLayout>
  );
}
