import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ResetPasswordNewPage } from './reset-password-new-page';

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
