import { ZResetUsernameSchema } from '@anumati/domain';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { schemaErrors } from '../../shared/forms/schema-errors';
import { notifySuccess } from '../../shared/notify';
import { useResetOfficerPasswordMutation } from './api/reset-officer-password.mutation';
import { AuthLayout } from './auth-layout';
import { InlineError } from '../../shared/errors/inline-error';
import { useTranslation } from 'react-i18next';
import { ANNOUNCED_ERROR_PROPS } from '../../shared/forms/announced-error';
import { domainMessage } from '../../shared/i18n/i18n';

/** Spec 1 §2.4: the username starts a reset; the code goes by SMS and the officer continues on /reset-password-new. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reset = useResetOfficerPasswordMutation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const errors = schemaErrors(ZResetUsernameSchema, { username });
    setError(errors.username);
    if (errors.username) return;
    reset.mutate(
      { username: username.trim() },
      {
        onSuccess: ({ resetOfficerPassword }) => {
          notifySuccess(domainMessage(resetOfficerPassword.message));
          void navigate('/reset-password-new', { state: { username: username.trim() } });
        },
      },
    );
  };

  return (
    <AuthLayout title={t('resetPassword.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput
            label={t('resetPassword.username')}
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
            error={error}
            errorProps={ANNOUNCED_ERROR_PROPS}
          />
          <InlineError error={reset.error} />
          <Button type="submit" loading={reset.isPending}>
            {t('resetPassword.sendOtp')}
          </Button>
          <Anchor component={Link} to="/reset-password-verify" size="sm">
            {t('resetPassword.haveEmailCode')}
          </Anchor>
          <Anchor component={Link} to="/login" size="sm">
            {t('resetPassword.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
