import { AUTH_MESSAGES, INVALID_OTP_MESSAGES } from '@anumati/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n';
import { createQueryClient } from '../../app/app-providers';
import { LoginDocument, ResendOtpDocument, VerifyOtpDocument } from '../../shared/graphql/generated/graphql';
import { PUBLIC_SETTINGS_QUERY } from '../../shared/settings/public-settings.query';
import { expectTeluguAndAccessible } from '../../testing/expect-telugu-screen';
import { operation, setupMockServer } from '../../testing/mock-server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { LoginPage } from './login-page';

const publicSettings = operation(PUBLIC_SETTINGS_QUERY);
const login = operation(LoginDocument);
const verifyOtp = operation(VerifyOtpDocument);
const resendOtp = operation(ResendOtpDocument);

/** The code's length as the server says it (OTP_LENGTH); a test whose server says otherwise answers it itself. */
const answerCodeLength = (otpLength: number) =>
  publicSettings.answer(() => ({ publicSettings: { otpLength, sessionIdleTimeoutSeconds: 300 } }));

// The page asks the public settings as it shows: every test's server answers them, a sign-in only when it says so.
const server = setupMockServer(answerCodeLength(4));

/** The server sends the code: its login answers with the masked mobile and the challenge. */
const answerLogin = (challenge = 'challenge') =>
  login.answer(() => ({ login: { mobile: '******0000', message: 'sent', challenge } }));

describe('LoginPage', () => {
  it('asks for username and password with the spec messages, without calling the server', async () => {
    // A sign-in sent would be answered and seen.
    server.use(answerLogin());
    renderWithProviders(<LoginPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please write a valid mobile number')).toBeTruthy();
    expect(screen.getByText('Please choose a password')).toBeTruthy();
    // Announced as they appear (issue 19): screen readers say them without the officer finding the fields.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please write a valid mobile number',
      'Please choose a password',
    ]);
    // Both fields say they are in error (Mantine's password field marks only its wrapper by itself).
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    // Only the public settings (the code's length) are read; no sign-in is sent (nor any other request: a request
    // this test's server does not answer fails it).
    await waitFor(() => expect(publicSettings.sentVariables()).toHaveLength(1));
    expect(login.sentVariables()).toEqual([]);
  });

  it('shows "Officer is not found" as "Username or Password are Incorrect"', async () => {
    server.use(login.fail({ message: 'Officer is not found', code: 'BAD_USER_INPUT' }));
    renderWithProviders(<LoginPage />);
    await userEvent.type(screen.getByLabelText('Username'), 'site.ghmc');
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Username or Password are Incorrect')).toBeTruthy();
  });

  it('keeps Login disabled until all four digits of the code are in', async () => {
    server.use(answerLogin());
    renderWithProviders(<LoginPage />);
    await userEvent.type(screen.getByLabelText('Username'), 'site.ghmc');
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'Anumati@2026');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const login = await screen.findByRole('button', { name: 'Login' });
    expect(login).toHaveProperty('disabled', true);
    // The code's first box has the focus at once (issue 55 §3), not the page's body.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('OTP digit 1')));
    await userEvent.type(screen.getByLabelText('OTP digit 1'), '123');
    expect(login).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByLabelText('OTP digit 4'), '4');
    await waitFor(() => expect(login).toHaveProperty('disabled', false));
  });

  it('sends the challenge of its login with the code and with a resend', async () => {
    server.use(
      answerLogin('challenge-from-login'),
      // The code is refused (a mistyped digit), and the officer asks for another.
      verifyOtp.fail({ message: INVALID_OTP_MESSAGES.first, code: 'BAD_USER_INPUT' }),
      resendOtp.answer(() => ({ resendOtp: { success: true, message: AUTH_MESSAGES.otpResent } })),
    );
    renderWithProviders(<LoginPage />);
    await userEvent.type(screen.getByLabelText('Username'), 'site.ghmc');
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'Anumati@2026');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.type(await screen.findByLabelText('OTP digit 1'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await userEvent.click(screen.getByRole('button', { name: /resend/i }));
    // The page also asks publicSettings for the code length: the sign-in calls are read by their operation.
    await waitFor(() => expect(resendOtp.sentVariables()).toHaveLength(1));
    expect(verifyOtp.sentVariables()).toEqual([
      expect.objectContaining({ otpSecretKey: '1234', challenge: 'challenge-from-login' }),
    ]);
    expect(resendOtp.sentVariables()[0]).toMatchObject({ challenge: 'challenge-from-login' });
  });
});

describe('LoginPage password field', () => {
  it('shows what was typed when its eye is pressed, and hides it again', async () => {
    renderWithProviders(<LoginPage />);
    const password = screen.getByLabelText('Password', { selector: 'input' });
    const eye = screen.getByRole('button', { name: 'Show or hide the password' });
    expect(password.getAttribute('type')).toBe('password');
    await userEvent.click(eye);
    expect(password.getAttribute('type')).toBe('text');
    expect(eye.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(eye);
    expect(password.getAttribute('type')).toBe('password');
  });
});

describe('LoginPage with OTP_LENGTH=6 on the server', () => {
  it("drops the last session's answers as it shows, and keeps its own", async () => {
    server.use(answerCodeLength(6));
    const queryClient = createQueryClient();
    // What a signed-in screen left behind in this tab: the officer who has just signed out.
    queryClient.setQueryData(['me'], { firstName: 'Venkatesh', lastName: 'Rao' });
    queryClient.setQueryData(['inbox', 'Review'], { rows: [{ applicantName: 'K. Ramesh' }] });

    renderWithProviders(<LoginPage />, { queryClient });

    // The code's length came from the login page's own answer, which stayed.
    await userEvent.type(screen.getByLabelText('Username'), 'site.ghmc');
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'Anumati@2026');
    // From here the server would say 4 digits: a code length asked again would show four boxes, not six.
    server.use(answerCodeLength(4), answerLogin('c'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText('OTP digit 6')).toBeTruthy();
    expect(queryClient.getQueryData(['me'])).toBeUndefined();
    expect(queryClient.getQueryData(['inbox', 'Review'])).toBeUndefined();
  });

  it('shows six boxes and waits for the sixth digit, as publicSettings says', async () => {
    server.use(answerCodeLength(6), answerLogin());
    renderWithProviders(<LoginPage />);
    await userEvent.type(screen.getByLabelText('Username'), 'site.ghmc');
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'Anumati@2026');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const login = await screen.findByRole('button', { name: 'Login' });
    expect(await screen.findByText(/A 6-digit code was sent/)).toBeTruthy();
    expect(screen.getByLabelText('OTP digit 6')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('OTP digit 1'), '12345');
    expect(login).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByLabelText('OTP digit 6'), '6');
    await waitFor(() => expect(login).toHaveProperty('disabled', false));
  });
});

describe('LoginPage in Telugu', () => {
  afterEach(() => changeLanguage('en', { remember: false }));

  it('reads in Telugu, with the code step and its digit boxes named in Telugu, and back in English', async () => {
    server.use(answerLogin());
    await changeLanguage('te', { remember: false });
    renderWithProviders(<LoginPage />);
    expect(screen.getByRole('heading', { name: 'అధికారి లాగిన్' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('వినియోగదారు పేరు'), 'site.ghmc');
    await userEvent.type(screen.getByLabelText('పాస్‌వర్డ్', { selector: 'input' }), 'Anumati@2026');
    await userEvent.click(screen.getByRole('button', { name: 'కొనసాగించండి' }));
    expect(await screen.findByRole('heading', { name: 'OTP నమోదు చేయండి' })).toBeTruthy();
    expect(screen.getByText('4 అంకెల కోడ్ ******0000 కు పంపబడింది.')).toBeTruthy();
    expect(screen.getByLabelText('OTP అంకె 1')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Enter OTP' })).toBeTruthy();
  });

  it('sent empty: its errors announced in Telugu, tied to their fields, no English left, no WCAG violation', async () => {
    // The public settings (the code's length) are read; nothing else is sent (it would find no answer here).
    await changeLanguage('te', { remember: false });
    renderWithProviders(<LoginPage />);
    await userEvent.click(screen.getByRole('button', { name: 'కొనసాగించండి' }));
    expect(await screen.findAllByRole('alert')).toHaveLength(2);
    expect(screen.getByLabelText('వినియోగదారు పేరు').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('పాస్‌వర్డ్', { selector: 'input' }).getAttribute('aria-invalid')).toBe('true');
    await expectTeluguAndAccessible('the sign-in form sent empty');
  });
});
