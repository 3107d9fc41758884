import { act, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n';
import { renderWithProviders } from '../../testing/render-with-providers';
import { AccessibilityStatementPage } from './accessibility-statement-page';
import { HelpPage } from './help-page';
import { SitemapPage } from './sitemap-page';
import { WebsitePoliciesPage } from './website-policies-page';

const PAGES: [string, ReactNode, string, string[]][] = [
  [
    'Website Policies',
    <WebsitePoliciesPage key="policies" />,
    'వెబ్‌సైట్ విధానాలు',
    ['Copyright Policy', 'Hyperlinking Policy', 'Privacy Policy', 'Terms of Use'],
  ],
  [
    'Accessibility Statement',
    <AccessibilityStatementPage key="accessibility" />,
    'సౌలభ్య ప్రకటన',
    ['Standard', 'What the console offers', 'Known limitations', 'Report a problem'],
  ],
  [
    'Help & Contact',
    <HelpPage key="help" />,
    'సహాయం & సంప్రదింపులు',
    ['Help desk', 'Feedback', 'Forgot your password?', 'Need a different role, office or ULB?'],
  ],
  ['Sitemap', <SitemapPage key="sitemap" />, 'సైట్ మ్యాప్', ['Open to everyone', 'For signed-in officers']],
];

afterEach(async () => {
  await act(() => changeLanguage('en', { remember: false }));
});

describe.each(PAGES)('the %s page', (title, page, teluguTitle, sections) => {
  it('has the console header, its sections under one heading, and the footer', () => {
    renderWithProviders(page);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: title })).toBeTruthy();
    for (const section of sections) expect(within(main).getByRole('heading', { level: 2, name: section })).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByText('Government of Telangana')).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByRole('group', { name: 'Text size' })).toBeTruthy();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: title })).toBeTruthy();
  });

  it('reads in Telugu once chosen', async () => {
    renderWithProviders(page);
    await act(() => changeLanguage('te', { remember: false }));
    expect(screen.getByRole('heading', { level: 1, name: teluguTitle })).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByText('తెలంగాణ ప్రభుత్వం')).toBeTruthy();
  });
});

describe("the department's identity (shared/identity/department.ts)", () => {
  it('fills Help & Contact and names the department in the emblem, with no placeholder left', () => {
    renderWithProviders(<HelpPage />);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'helpdesk@anumati.demo' }).getAttribute('href')).toBe(
      'mailto:helpdesk@anumati.demo',
    );
    expect(within(main).getByRole('link', { name: '040-2345 6789' }).getAttribute('href')).toBe('tel:04023456789');
    expect(within(main).getByRole('link', { name: 'feedback@anumati.demo' })).toBeTruthy();
    expect(
      within(screen.getByRole('banner')).getByRole('img', {
        name: 'Emblem of the Municipal Administration & Urban Development Department, Government of Telangana',
      }),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/placeholder|to be filled/i);
  });
});
