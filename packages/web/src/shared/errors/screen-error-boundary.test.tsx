import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { Link, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ScreenErrorBoundary } from './screen-error-boundary';

// A screen whose chunk is gone (a new release replaced it while the page was open): its import rejects.
const GoneScreen = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));

function renderRoutes() {
  renderWithProviders(
    <>
      <Link to="/inbox">Inbox</Link>
      <ScreenErrorBoundary>
        <Suspense fallback={<p>Loading</p>}>
          <Routes>
            <Route path="/gone" element={<GoneScreen />} />
            <Route path="/inbox" element={<h1>Post Verification</h1>} />
          </Routes>
        </Suspense>
      </ScreenErrorBoundary>
    </>,
    { path: '/gone' },
  );
}

describe('ScreenErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the load error with RETRY, which reloads the page, instead of a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderRoutes();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This screen could not be loaded. Check the connection, then retry.');
    await userEvent.click(screen.getByRole('button', { name: 'RETRY' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('tries again on another route', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes();
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('link', { name: 'Inbox' }));
    expect((await screen.findByRole('heading')).textContent).toBe('Post Verification');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
