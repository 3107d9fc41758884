import { AUTH_MESSAGES } from '@anumati/domain';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
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

/** Spec 1 §8: the server's "Officer is not found" reads as wrong credentials, other errors as they are. */
function loginErrorText(error: unknown): string {
  const message = errorMessage(error);
  return message === AUTH_MESSAGES.officerNotFound ? AUTH_MESSAGES.wrongCredentialsShown : message;
}

/** Spec 1 §2.3: step 1 username and password, step 2 the code (4 digits by default: the server's OTP_LENGTH). */
export function LoginPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<'credentials' | 'otp'>('credentials');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [code, setCode] = useState('');
  const login = useLoginMutation();
  const verify = useVerifyOtpMutation();
  const resend = useResendOtpMutation();
  const otpLength = useOtpLength();

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
          notifySuccess(AUTH_MESSAGES.otpSent);
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
          notifySuccess(AUTH_MESSAGES.otpResent);
        },
      },
    );

  if (step === 'otp') {
    return (
      <AuthLayout title="Enter OTP">
        <form onSubmit={onSubmitCode} noValidate>
          <Stack>
            <Text size="sm">
              A {otpLength}-digit code was sent to {login.data?.login.mobile ?? 'your mobile number'}.
            </Text>
            <OtpField value={code} onChange={setCode} />
            <InlineError error={verify.error ?? resend.error} />
            <Group justify="space-between">
              <Anchor component="button" type="button" onClick={() => setStep('credentials')}>
                Back
              </Anchor>
              <Anchor component="button" type="button" onClick={onResend} disabled={resend.isPending}>
                Resend OTP
              </Anchor>
            </Group>
            <Button type="submit" disabled={code.length !== otpLength} loading={verify.isPending}>
              Login
            </Button>
          </Stack>
        </form>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Officer Login">
      <form onSubmit={(event) => void onSubmitCredentials(event)} noValidate>
        <Stack>
          <TextInput
            label="Username"
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
            error={fieldErrors.username}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={fieldErrors.password}
          />
          {login.error && <InlineError message={loginErrorText(login.error)} />}
          <Text size="sm">
            Forgot password?{' '}
            <Anchor component={Link} to="/reset-password">
              Reset
            </Anchor>
          </Text>
          <Button type="submit" loading={login.isPending}>
            Continue
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
