import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../testing/render-with-providers';
import { RedirectIfSignedIn, RequireSession } from './route-guards';

const routes = (
  <Routes>
    <Route path="/" element={<RedirectIfSignedIn>login page</RedirectIfSignedIn>} />
    <Route path="/post-verification" element={<RequireSession>inbox page</RequireSession>} />
  </Routes>
);

describe('route guards (spec 1 §2.1)', () => {
  it('sends a visitor without a token from a private page to the login page', () => {
    renderWithProviders(routes, { path: '/post-verification' });
    expect(screen.getByText('login page')).toBeTruthy();
  });

  it('sends a signed-in officer from the login page to the inbox', () => {
    sessionStorage.setItem('accessToken', 'token');
    renderWithProviders(routes, { path: '/' });
    expect(screen.getByText('inbox page')).toBeTruthy();
  });
});
