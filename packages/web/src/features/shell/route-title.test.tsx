import { act, screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n';
import { renderWithProviders } from '../../testing/render-with-providers';
import { PAGE_TITLES } from './page-titles';
import { PublicRoutesFrame } from './public-routes-frame';
import { pageTitleKey } from './route-title';
import { shellEn } from './i18n/en';
import { shellTe } from './i18n/te';
describe('the title of each route (WCAG 2.4.2)', () => {
  afterEach(() => changeLanguage('en', { remember: false }));

  it('has each name in both catalogues', () => {
    for (const { key } of PAGE_TITLES) {
      expect(shellEn.pageTitle[key]).toBeTruthy();
      expect(shellTe.pageTitle[key]).toBeTruthy();
    }
  });

  it('tells apart screens whose paths share a beginning, whatever the case of the address', () => {
    expect(pageTitleKey('/change-password-otp')).toBe('changePassword');
    expect(pageTitleKey('/fee-verification/APP-1')).toBe('feeVerification');
    expect(pageTitleKey('/fee-verification-review')).toBe('feeVerificationReview');
    expect(pageTitleKey('/SW-line-verification/APP-1')).toBe('lineVerification');
    expect(pageTitleKey('/administration/officers/7/edit')).toBe('administration');
    expect(pageTitleKey('/nowhere')).toBeUndefined();
  });

  it('names the single-window list by its flow, and the inbox by its address with any other query', () => {
    expect(pageTitleKey('/post-verification', '?flow=single-window')).toBe('singleWindowList');
    expect(pageTitleKey('/post-verification', '?tab=ALL&flow=single-window')).toBe('singleWindowList');
    expect(pageTitleKey('/post-verification', '?tab=ALL')).toBe('inbox');
    expect(pageTitleKey('/post-verification', '?flow=other')).toBe('inbox');
    expect(pageTitleKey('/post-verification')).toBe('inbox');
  });

  it('sets the document title as the officer moves, in the language chosen', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route element={<PublicRoutesFrame />}>
          <Route path="/login" element={<Link to="/fee-calculator">calculator</Link>} />
          <Route path="/fee-calculator" element={<p>calculator</p>} />
        </Route>
      </Routes>,
      { path: '/login' },
    );
    await waitFor(() => expect(document.title).toBe('Officer Login — Anumati'));

    await user.click(screen.getByRole('link', { name: 'calculator' }));
    await waitFor(() => expect(document.title).toBe('Fee Calculator — Anumati'));

    await act(() => changeLanguage('te', { remember: false }));
    await waitFor(() => expect(document.title).toBe('రుసుము కాలిక్యులేటర్ — అనుమతి'));
  });

  it('marks the address of the screen on show once it is drawn, the same address followed again included', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route element={<PublicRoutesFrame />}>
          <Route path="/login" element={<Link to="/fee-calculator?area=100">calculator</Link>} />
          <Route path="/fee-calculator" element={<Link to="/fee-calculator?area=100">again</Link>} />
        </Route>
      </Routes>,
      { path: '/login' },
    );
    await waitFor(() => expect(document.documentElement.dataset.shownPath).toBe('/login'));

    await user.click(screen.getByRole('link', { name: 'calculator' }));
    await waitFor(() => expect(document.documentElement.dataset.shownPath).toBe('/fee-calculator?area=100'));

    delete document.documentElement.dataset.shownPath;
    await user.click(screen.getByRole('link', { name: 'again' }));
    await waitFor(() => expect(document.documentElement.dataset.shownPath).toBe('/fee-calculator?area=100'));
  });
});
