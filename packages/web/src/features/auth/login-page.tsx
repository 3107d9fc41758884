import { AUTH_MESSAGES } from '@anumati/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../shared/errors/error-message';
import { storeSession } from '../../shared/session/session-storage';
import { useLoginMutation } from './api/login.mutation';
import { useResendOtpMutation } from './api/resend-otp.mutation';
import { useVerifyOtpMutation } from './api/verify-otp.mutation';
import { OtpField } from './otp-field';
import { InlineError } from '../../shared/errors/inline-error';
import { useOtpLength } from '../../shared/settings/public-settings.query';
import { useTranslation } from 'react-i18next';
import controls from '../../shared/styles/plain-controls.module.css';
import { domainMessage } from '../../shared/i18n/i18n';
import { SignInLayout } from './sign-in-layout';
import classes from './sign-in.module.css';

/** Spec 1 §8: the server's "Officer is not found" reads as wrong credentials, other errors as they are. */
function loginErrorText(error: unknown): string {
  const isOfficerNotFound = error instanceof Error && error.message === AUTH_MESSAGES.officerNotFound;
  return isOfficerNotFound ? domainMessage(AUTH_MESSAGES.wrongCredentialsShown) : errorMessage(error);
}

/** The eye of a password field (Tabler's icon, as Mantine's PasswordInput drew it), shown or crossed out. */
function EyeIcon({ isCrossed }: { isCrossed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M10 12a2 2 0 1 0 4 0a2 2 0 0 0 -4 0" />
      <path d="M21 12c-2.4 4 -5.4 6 -9 6c-3.6 0 -6.6 -2 -9 -6c2.4 -4 5.4 -6 9 -6c3.6 0 6.6 2 9 6" />
      {isCrossed && <path d="M3 3l18 18" />}
    </svg>
  );
}

/**
 * A field of the sign-in form: its label, the input, its error announced and tied to it (issue 19, WCAG 3.3.1). A
 * password field has the eye that shows what was typed, named for screen readers.
 */
function SignInField({
  label,
  type,
  autoComplete,
  value,
  onChange,
  error,
}: {
  label: string;
  type: 'text' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('common');
  const id = useId();
  const [isShown, setShown] = useState(false);
  const input = (
    <input
      id={id}
      className={controls.input}
      type={type === 'password' && isShown ? 'text' : type}
      autoComplete={autoComplete}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      aria-invalid={error !== undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    />
  );
  return (
    <div className={controls.field}>
      <label htmlFor={id} className={controls.label}>
        {label}
      </label>
      {type === 'password' ? (
        <div className={classes.password}>
          {input}
          <button
            type="button"
            className={classes.eye}
            aria-label={t('showPassword')}
            aria-pressed={isShown}
            onClick={() => setShown((shown) => !shown)}
          >
            <EyeIcon isCrossed={isShown} />
          </button>
        </div>
      ) : (
        input
      )}
      {error && (
        <p id={`${id}-error`} className={controls.fieldError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Spec 1 §2.3: step 1 username and password, step 2 the code (4 digits by default: the server's OTP_LENGTH).
 * Plain markup and CSS (sign-in.module.css): the sign-in route loads React, the router and the words, no UI kit
 * (issue 54 §6). "OTP sent" shows on the page, not as a toast: the toasts' container is Mantine's.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<'credentials' | 'otp'>('credentials');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState('');
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
          setNotice(AUTH_MESSAGES.otpSent);
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
          setNotice(AUTH_MESSAGES.otpResent);
        },
      },
    );

  if (step === 'otp') {
    return (
      <SignInLayout title={t('otp.title')}>
        <form onSubmit={onSubmitCode} noValidate className={classes.stack}>
          {/* The domain's message ("OTP sent", "resent") in the page's language. */}
          {notice && (
            <p className={classes.notice} role="status">
              {domainMessage(notice)}
            </p>
          )}
          <p className={classes.text}>
            {t('otp.codeSent', {
              digits: otpLength,
              mobile: login.data?.login.mobile ?? t('otp.yourMobileNumber'),
            })}
          </p>
          <OtpField value={code} onChange={setCode} />
          <InlineError error={verify.error ?? resend.error} />
          <div className={classes.between}>
            <button type="button" className={controls.linkButton} onClick={() => setStep('credentials')}>
              {t('otp.back')}
            </button>
            <button type="button" className={controls.linkButton} onClick={onResend} disabled={resend.isPending}>
              {t('otp.resendOtp')}
            </button>
          </div>
          <button
            type="submit"
            className={`${controls.button} ${controls.filled}`}
            disabled={code.length !== otpLength}
            aria-busy={verify.isPending}
          >
            {t('otp.login')}
          </button>
        </form>
      </SignInLayout>
    );
  }

  return (
    <SignInLayout title={t('login.title')}>
      <form onSubmit={(event) => void onSubmitCredentials(event)} noValidate className={classes.stack}>
        <SignInField
          label={t('login.username')}
          type="text"
          autoComplete="username"
          value={username}
          onChange={setUsername}
          error={fieldErrors.username}
        />
        <SignInField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={fieldErrors.password}
        />
        {login.error && <InlineError message={loginErrorText(login.error)} />}
        <p className={classes.text}>
          {t('login.forgotPassword')}{' '}
          <Link to="/reset-password" className={controls.link}>
            {t('login.reset')}
          </Link>
        </p>
        <button type="submit" className={`${controls.button} ${controls.filled}`} aria-busy={login.isPending}>
          {t('login.continue')}
        </button>
      </form>
    </SignInLayout>
  );
}
