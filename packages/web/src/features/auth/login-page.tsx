import { AUTH_MESSAGES } from '@anumati/domain';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../shared/errors/error-message';
import { clearNotices, notifySuccess } from '../../shared/notify';
import { storeSession } from '../../shared/session/session-storage';
import { useLoginMutation } from './api/login.mutation';
import { useResendOtpMutation } from './api/resend-otp.mutation';
import { useVerifyOtpMutation } from './api/verify-otp.mutation';
import { AuthLayout } from './auth-layout';
import { OtpField } from './otp-field';
import { InlineError } from '../../shared/errors/inline-error';
import { useOtpLength } from '../../shared/settings/public-settings.query';
import { useTranslation } from 'react-i18next';
import { ANNOUNCED_ERROR_PROPS, passwordErrorProps } from '../../shared/forms/announced-error';
import { domainMessage } from '../../shared/i18n/i18n';

/** Spec 1 §8: the server's "Officer is not found" reads as wrong credentials, other errors as they are. */
function loginErrorText(error: unknown): string {
  const isOfficerNotFound = error instanceof Error && error.message === AUTH_MESSAGES.officerNotFound;
  return isOfficerNotFound ? domainMessage(AUTH_MESSAGES.wrongCredentialsShown) : errorMessage(error);
}

/** Spec 1 §2.3: step 1 username and password, step 2 the code (4 digits by default: the server's OTP_LENGTH). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<'credentials' | 'otp'>('credentials');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [code, setCode] = useState('');
  const login = useLoginMutation();
  const verify = useVerifyOtpMutation();
  const resend = useResendOtpMutation();
  const otpLength = useOtpLength();

  // The answers of the session before, in this tab (a Logout, an idle logout), leave its memory as the login page
  // shows: the next officer at this computer saw the last one's name and role in the top bar until that cached `me`
  // went stale, and the answers stayed readable in the tab. By now the signed-in screens that held them are gone,
  // so nothing asks for them again without a session (dropping them at Logout did: the screen still on view asked,
  // and got the "session expired" dialog). The login page's own answers (the code's length) are in use and stay.
  useEffect(() => {
    queryClient.removeQueries({ type: 'inactive' });
  }, [queryClient]);

  const onSubmitCredentials = async (event: FormEvent) => {
    event.preventDefault();
    // The schema brings zod, about as heavy as the rest of the login page: it comes when the form is first sent.
    const { loginErrors } = await import('./login-validation');
    const errors = loginErrors({ username, password });
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    login.mutate(
      { username: username.trim(), password, mobile: '' },
      {
        onSuccess: () => {
          notifySuccess(domainMessage(AUTH_MESSAGES.otpSent));
          setCode('');
          verify.reset();
          setStep('otp');
        },
      },
    );
  };

  // The challenge of the login that sent the code (issue 13): the second step is bound to the first.
  const challenge = login.data?.login.challenge ?? '';

  const onSubmitCode = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate(
      { username: username.trim(), otpSecretKey: code, challenge },
      {
        onSuccess: ({ verifyOtp }) => {
          storeSession({ ...verifyOtp });
          clearNotices();
          void navigate('/post-verification', { replace: true });
        },
        onError: () => setCode(''),
      },
    );
  };

  const onResend = () =>
    resend.mutate(
      { username: username.trim(), challenge },
      {
        onSuccess: () => {
          verify.reset();
          notifySuccess(domainMessage(AUTH_MESSAGES.otpResent));
        },
      },
    );

  if (step === 'otp') {
    return (
      <AuthLayout title={t('otp.title')}>
        <form onSubmit={onSubmitCode} noValidate>
          <Stack>
            <Text size="sm">
              {t('otp.codeSent', {
                digits: otpLength,
                mobile: login.data?.login.mobile ?? t('otp.yourMobileNumber'),
              })}
            </Text>
            <OtpField value={code} onChange={setCode} />
            <InlineError error={verify.error ?? resend.error} />
            <Group justify="space-between">
              <Anchor component="button" type="button" onClick={() => setStep('credentials')}>
                {t('otp.back')}
              </Anchor>
              <Anchor component="button" type="button" onClick={onResend} disabled={resend.isPending}>
                {t('otp.resendOtp')}
              </Anchor>
            </Group>
            <Button type="submit" disabled={code.length !== otpLength} loading={verify.isPending}>
              {t('otp.login')}
            </Button>
          </Stack>
        </form>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('login.title')}>
      <form onSubmit={(event) => void onSubmitCredentials(event)} noValidate>
        <Stack>
          <TextInput
            label={t('login.username')}
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
            error={fieldErrors.username}
            errorProps={ANNOUNCED_ERROR_PROPS}
          />
          <PasswordInput
            label={t('login.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            {...passwordErrorProps(fieldErrors.password)}
          />
          {login.error && <InlineError message={loginErrorText(login.error)} />}
          <Text size="sm">
            {t('login.forgotPassword')}{' '}
            <Anchor component={Link} to="/reset-password">
              {t('login.reset')}
            </Anchor>
          </Text>
          <Button type="submit" loading={login.isPending}>
            {t('login.continue')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
