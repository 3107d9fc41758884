import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { PublicRoutesFrame } from './public-routes-frame';

describe('the frame of the screens open without signing in', () => {
  it('puts the skip link first and the footer last around a sign-in screen, the skip link reaching its main', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route element={<PublicRoutesFrame />}>
          <Route
            path="/login"
            element={
              <main>
                <h1>Officer Login</h1>
                <input aria-label="Username" />
              </main>
            }
          />
        </Route>
      </Routes>,
      { path: '/login' },
    );

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Skip to main content' }));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(screen.getByRole('contentinfo').textContent).toContain('Website Policies');
  });
});
