import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n';
import { createQueryClient } from '../../app/app-providers';
import { expectTeluguAndAccessible } from '../../testing/expect-telugu-screen';
import { renderWithProviders } from '../../testing/render-with-providers';
import { LoginPage } from './login-page';

type TGraphqlBody = { query: string; variables: object };

function answerGraphql(body: unknown) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('LoginPage', () => {
  it('asks for username and password with the spec messages, without calling the server', async () => {
    const fetchMock = answerGraphql({});
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
    // Only the public settings (the code's length) are read; no sign-in is sent.
    const bodies = fetchMock.mock.calls.map((call: unknown[]) => String((call[1] as RequestInit | undefined)?.body));
    expect(bodies.filter((body) => body.includes('mutation'))).toEqual([]);
  });

  it('shows "Officer is not found" as "Username or Password are Incorrect"', async () => {
    answerGraphql({
      data: null,
      errors: [{ message: 'Officer is not found', extensions: { code: 'BAD_USER_INPUT' } }],
    });
    renderWithProviders(<LoginPage />);
    await userEvent.type(screen.getByLabelText('Username'), 'site.ghmc');
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Username or Password are Incorrect')).toBeTruthy();
  });

  it('keeps Login disabled until all four digits of the code are in', async () => {
    answerGraphql({ data: { login: { mobile: '******0000', message: 'sent' } } });
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
    const fetchMock = answerGraphql({
      data: { login: { mobile: '******0000', message: 'sent', challenge: 'challenge-from-login' } },
    });
    renderWithProviders(<LoginPage />);
    await userEvent.type(screen.getByLabelText('Username'), 'site.ghmc');
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'Anumati@2026');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.type(await screen.findByLabelText('OTP digit 1'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await userEvent.click(screen.getByRole('button', { name: /resend/i }));
    // The page also asks publicSettings for the code length: the sign-in calls are found by their operation.
    const variablesOf = (operation: string) =>
      fetchMock.mock.calls
        .map((call) => JSON.parse(String((call as unknown as [string, RequestInit])[1].body)) as TGraphqlBody)
        .filter((body) => body.query.includes(operation))
        .map((body) => body.variables);
    await waitFor(() => expect(variablesOf('resendOtp')).toHaveLength(1));
    expect(variablesOf('verifyOtp')).toEqual([
      expect.objectContaining({ otpSecretKey: '1234', challenge: 'challenge-from-login' }),
    ]);
    expect(variablesOf('resendOtp')[0]).toMatchObject({ challenge: 'challenge-from-login' });
  });
});

describe('LoginPage password field', () => {
  it('shows what was typed when its eye is pressed, and hides it again', async () => {
    answerGraphql({});
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
    answerGraphql({ data: { publicSettings: { otpLength: 6, sessionIdleTimeoutSeconds: 300 } } });
    const queryClient = createQueryClient();
    // What a signed-in screen left behind in this tab: the officer who has just signed out.
    queryClient.setQueryData(['me'], { firstName: 'Venkatesh', lastName: 'Rao' });
    queryClient.setQueryData(['inbox', 'Review'], { rows: [{ applicantName: 'K. Ramesh' }] });

    renderWithProviders(<LoginPage />, { queryClient });

    // The code's length came from the login page's own answer, which stayed.
    await userEvent.type(screen.getByLabelText('Username'), 'site.ghmc');
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'Anumati@2026');
    answerGraphql({ data: { login: { mobile: '******0000', message: 'sent', challenge: 'c' } } });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText('OTP digit 6')).toBeTruthy();
    expect(queryClient.getQueryData(['me'])).toBeUndefined();
    expect(queryClient.getQueryData(['inbox', 'Review'])).toBeUndefined();
  });

  it('shows six boxes and waits for the sixth digit, as publicSettings says', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const isSettings = String(init.body).includes('publicSettings');
        const body = isSettings
          ? { data: { publicSettings: { otpLength: 6, sessionIdleTimeoutSeconds: 300 } } }
          : { data: { login: { mobile: '******0000', message: 'sent' } } };
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      }),
    );
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
    answerGraphql({ data: { login: { mobile: '******0000', message: 'sent' } } });
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
    // The public settings (the code's length) are read; nothing else is sent.
    answerGraphql({});
    await changeLanguage('te', { remember: false });
    renderWithProviders(<LoginPage />);
    await userEvent.click(screen.getByRole('button', { name: 'కొనసాగించండి' }));
    expect(await screen.findAllByRole('alert')).toHaveLength(2);
    expect(screen.getByLabelText('వినియోగదారు పేరు').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('పాస్‌వర్డ్', { selector: 'input' }).getAttribute('aria-invalid')).toBe('true');
    await expectTeluguAndAccessible('the sign-in form sent empty');
  });
});
