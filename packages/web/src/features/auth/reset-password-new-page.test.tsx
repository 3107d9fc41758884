import { AUTH_MESSAGES_TE } from '@anumati/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n';
import { PUBLIC_SETTINGS_QUERY } from '../../shared/settings/public-settings.query';
import { operation, setupMockServer } from '../../testing/mock-server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ResetPasswordNewPage } from './reset-password-new-page';

// The code field asks the server its length: answered here, so no request of this file is left to another's.
setupMockServer(
  operation(PUBLIC_SETTINGS_QUERY).answer(() => ({
    publicSettings: { otpLength: 4, sessionIdleTimeoutSeconds: 3600 },
  })),
);

describe('ResetPasswordNewPage', () => {
  it('disables Save without a username in the navigation state', () => {
    renderWithProviders(<ResetPasswordNewPage />);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });

  it('shows the policy messages of spec 1 §5', async () => {
    renderWithProviders(<ResetPasswordNewPage />, { state: { username: 'site.ghmc' } });
    await userEvent.type(screen.getByLabelText('New Password', { selector: 'input' }), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Password must be at least 8 characters long *')).toBeTruthy();
    expect(screen.getByText('Please enter confirm password')).toBeTruthy();
    expect(screen.getByText('Please fill the OTP')).toBeTruthy();

    await userEvent.clear(screen.getByLabelText('New Password', { selector: 'input' }));
    await userEvent.type(screen.getByLabelText('New Password', { selector: 'input' }), 'Strong#Pass1');
    await userEvent.type(screen.getByLabelText('Confirm Password', { selector: 'input' }), 'Other#Pass1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Password does not match*')).toBeTruthy();
  });
});

describe('ResetPasswordNewPage in Telugu', () => {
  afterEach(() => changeLanguage('en', { remember: false }));

  it('shows the policy messages in Telugu, from the domain’s twins of the spec messages', async () => {
    await changeLanguage('te', { remember: false });
    renderWithProviders(<ResetPasswordNewPage />, { state: { username: 'site.ghmc' } });
    await userEvent.type(screen.getByLabelText('కొత్త పాస్‌వర్డ్', { selector: 'input' }), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'సేవ్ చేయండి' }));
    const otpRequired = AUTH_MESSAGES_TE.otpRequired;
    expect(otpRequired).toMatch(/[\u0C00-\u0C7F]/);
    expect(await screen.findByText(otpRequired)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES_TE.confirmPasswordRequired)).toBeTruthy();
  });
});
