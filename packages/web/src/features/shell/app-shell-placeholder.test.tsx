import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n';
import { renderWithProviders } from '../../testing/render-with-providers';
import { AppShellPlaceholder, ScreenTitlePlaceholder } from './app-shell-placeholder';

describe('the signed-in frame before its code has arrived (issue 53 §7)', () => {
  afterEach(() => changeLanguage('en', { remember: false }));

  it("shows the State's identity, the screen's title as its heading and the loader", () => {
    renderWithProviders(<AppShellPlaceholder loading={<p role="status">Loading</p>} />, {
      path: '/site-verification/41',
    });
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getAllByText('Government of Telangana').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Site Verification' })).toBeTruthy();
    expect(screen.getByRole('main').textContent).toContain('Loading');
  });

  it("names the screen in the officer's language", async () => {
    await changeLanguage('te', { remember: false });
    renderWithProviders(<AppShellPlaceholder loading={null} />, { path: '/post-verification' });
    expect(screen.getByRole('heading', { level: 1, name: 'అనంతర పరిశీలన' })).toBeTruthy();
  });

  it('names the single-window list as its heading will, not as the inbox whose address it shares', async () => {
    renderWithProviders(<ScreenTitlePlaceholder />, { path: '/post-verification?flow=single-window&tab=ALL' });
    expect(screen.getByRole('heading', { level: 1, name: 'Single Window' })).toBeTruthy();

    await changeLanguage('te', { remember: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'సింగిల్ విండో' })).toBeTruthy();
  });

  it('has no title for an address no screen has', () => {
    renderWithProviders(<ScreenTitlePlaceholder />, { path: '/nowhere' });
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
