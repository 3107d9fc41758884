import { ZResetUsernameSchema } from '@anumati/domain';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { schemaErrors } from '../../shared/forms/schema-errors';
import { OtpField } from './otp-field';
import { AuthLayout } from './auth-layout';
import { useOtpLength } from '../../shared/settings/public-settings.query';
import { useTranslation } from 'react-i18next';
import { ANNOUNCED_ERROR_PROPS } from '../../shared/forms/announced-error';

/**
 * Spec 1 §2.4: the email-based four-digit verification screen (OTP_LENGTH digits). The code is checked by the server with the new
 * password (one call, so a code cannot be probed on its own); this screen carries it to /reset-password-new.
 */
export function ResetPasswordVerifyPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const otpLength = useOtpLength();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const errors = schemaErrors(ZResetUsernameSchema, { username });
    setError(errors.username);
    if (errors.username) return;
    void navigate('/reset-password-new', { state: { username: username.trim(), code } });
  };

  return (
    <AuthLayout title={t('verifyEmailCode.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput
            label={t('verifyEmailCode.username')}
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
            error={error}
            errorProps={ANNOUNCED_ERROR_PROPS}
          />
          <OtpField value={code} onChange={setCode} />
          <Button type="submit" disabled={code.length !== otpLength}>
            {t('verifyEmailCode.verify')}
          </Button>
          <Anchor component={Link} to="/reset-password" size="sm">
            {t('verifyEmailCode.back')}
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
