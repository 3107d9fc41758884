import { DEFAULT_IDLE_TIMEOUT_SECONDS, OTP_LENGTH } from '@anumati/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MeDocument, PublicSettingsDocument, ReportScopeDocument } from '../../shared/graphql/generated/graphql';
import { changeLanguage } from '../../shared/i18n/i18n';
import type { TMe } from '../../shared/officer/me.query';
import { operation, setupMockServer } from '../../testing/mock-server';
import { heldAnswer } from '../../testing/network-events';
import { renderWithProviders } from '../../testing/render-with-providers';
import { AppShellLayout } from './app-shell-layout';
import { setTextSize } from './text-size';

const OFFICER: TMe = {
  id: '7',
  firstName: 'Ravi',
  lastName: 'Kumar',
  ulbName: 'Suryapet',
  district: 'Suryapet',
  authority: 'Commissioner',
  isMandalOfficer: false,
  mandalName: null,
  actions: [],
  permissionLevel: 'TPSO_OFFICER',
  role: { id: '3', name: 'Town Planning Officer' },
  preferredLanguage: 'en',
};

const me = operation(MeDocument);

/**
 * The server answers Me with the officer, the idle timeout's public settings with the spec's defaults, and the
 * sidebar's report scope with no reports.
 */
const server = setupMockServer(
  me.answer(() => ({ me: OFFICER })),
  operation(PublicSettingsDocument).answer(() => ({
    publicSettings: { otpLength: OTP_LENGTH, sessionIdleTimeoutSeconds: DEFAULT_IDLE_TIMEOUT_SECONDS },
  })),
  operation(ReportScopeDocument).answer(() => ({
    reportScope: { level: 'NONE', hasReports: false, authorities: [], districts: [], ulbs: [], authorityOptions: [] },
  })),
);

function renderShell() {
  return renderWithProviders(
    <Routes>
      <Route element={<AppShellLayout />}>
        <Route path="/post-verification" element={<h1>Post Verification inbox</h1>} />
      </Route>
    </Routes>,
    { path: '/post-verification' },
  );
}

afterEach(async () => {
  setTextSize('normal');
  localStorage.clear();
  await act(() => changeLanguage('en', { remember: false }));
});

describe('the console frame (GIGW 3.0)', () => {
  it('offers "Skip to main content" as the first stop of the keyboard, and it moves focus to the main landmark', async () => {
    const user = userEvent.setup();
    renderShell();
    await screen.findByRole('heading', { name: 'Post Verification inbox' });

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(skip);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('names the State, the department and the officer, and labels the landmarks', async () => {
    renderShell();
    const banner = screen.getByRole('banner');
    expect(within(banner).getAllByText('Government of Telangana').length).toBeGreaterThan(0);
    expect(
      within(banner).getAllByText('Municipal Administration & Urban Development Department').length,
    ).toBeGreaterThan(0);
    expect(
      within(banner).getAllByRole('img', {
        name: /^Emblem of the Municipal Administration & Urban Development Department/,
      }).length,
    ).toBeGreaterThan(0);
    expect(await within(banner).findByText('Town Planning Officer · Commissioner · Suryapet')).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('ends every screen with the ownership, the policy, accessibility and help links, and the build date', () => {
    renderShell();
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer).getByText(
        'Content owned and maintained by the Municipal Administration & Urban Development Department, Government of Telangana',
      ),
    ).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Website Policies' }).getAttribute('href')).toBe(
      '/website-policies',
    );
    expect(within(footer).getByRole('link', { name: 'Accessibility Statement' }).getAttribute('href')).toBe(
      '/accessibility-statement',
    );
    expect(within(footer).getByRole('link', { name: 'Help & Contact' }).getAttribute('href')).toBe('/help');
    expect(within(footer).getByText(/^Last updated: \d{2}-\d{2}-\d{4}$/)).toBeTruthy();
  });

  it('offers Sessions and Logout before the officer is known, and adds the name first, moving nothing', async () => {
    const meAnswer = heldAnswer();
    server.use(
      me.answer(async () => {
        await meAnswer.until;
        return { me: OFFICER };
      }),
    );
    renderShell();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Sessions' })).toBeTruthy();
    expect(within(banner).queryByText('Ravi Kumar')).toBeNull();

    meAnswer.release();
    const name = await within(banner).findByText('Ravi Kumar');
    // In the right-aligned bar, what comes before the controls grows leftwards and moves none of them.
    const sizes = within(banner).getByRole('group', { name: 'Text size' });
    expect(name.compareDocumentPosition(sizes) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('resizes the text in three steps from the keyboard, announces it and remembers it', async () => {
    const user = userEvent.setup();
    renderShell();
    const sizes = screen.getByRole('group', { name: 'Text size' });
    const larger = within(sizes).getByRole('button', { name: 'A+ Increase text size' });

    larger.focus();
    await user.keyboard('{Enter}');
    expect(document.documentElement.style.fontSize).toBe('125%');
    expect(larger.getAttribute('aria-pressed')).toBe('true');
    expect(within(sizes).getByRole('status').textContent).toBe('Text size: large');
    expect(localStorage.getItem('anumati.textSize')).toBe('large');

    await user.click(within(sizes).getByRole('button', { name: 'A- Decrease text size' }));
    expect(document.documentElement.style.fontSize).toBe('87.5%');
    await user.click(within(sizes).getByRole('button', { name: 'A Normal text size' }));
    expect(document.documentElement.style.fontSize).toBe('100%');
    expect(within(sizes).getByRole('status').textContent).toBe('Text size: normal');
  });

  it('gives a narrow screen a menu, named for the officer, with text size, Sessions and Logout', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(await screen.findByRole('button', { name: 'Ravi Kumar: account, language and text size' }));
    const menu = await screen.findByRole('dialog');
    expect(within(menu).getByText('Town Planning Officer · Commissioner · Suryapet')).toBeTruthy();
    expect(await within(menu).findByRole('group', { name: 'Text size' })).toBeTruthy();
    expect(within(menu).getByRole('button', { name: 'Sessions' })).toBeTruthy();
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the footer in Telugu once the officer switches the language', async () => {
    renderShell();
    // Once the officer is known: their saved language (English) would otherwise replace the switch when Me arrives.
    await screen.findByRole('button', { name: 'Ravi Kumar: account, language and text size' });
    await act(() => changeLanguage('te', { remember: false }));
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'వెబ్‌సైట్ విధానాలు' }).getAttribute('href')).toBe('/website-policies');
    expect(within(footer).getByRole('link', { name: 'సౌలభ్య ప్రకటన' })).toBeTruthy();
    expect(within(footer).getByText(/^చివరిగా నవీకరించిన తేదీ: \d{2}-\d{2}-\d{4}$/)).toBeTruthy();
    expect(within(footer).queryByText(/Content owned/)).toBeNull();
    await waitFor(() => expect(document.documentElement.lang).toBe('te'));
  });
});
