import { screen, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { Outlet, Route, Routes } from 'react-router';
import { MeDocument } from '../shared/graphql/generated/graphql';
import { storeSession } from '../shared/session/session-storage';
import { operation, setupMockServer } from '../testing/mock-server';
import { TEST_OFFICER } from '../testing/render-as-officer';
import { renderWithProviders } from '../testing/render-with-providers';
import { AdministratorsOnTheirScreens, RedirectIfSignedIn, RequireAdministrator, RequireSession } from './route-guards';

const me = operation(MeDocument);
const server = setupMockServer(me.answer(() => ({ me: TEST_OFFICER })));

const routes = (
  <Routes>
    <Route path="/" element={<RedirectIfSignedIn>login page</RedirectIfSignedIn>} />
    <Route path="/post-verification" element={<RequireSession>inbox page</RequireSession>} />
  </Routes>
);

const signIn = () =>
  storeSession({ accessToken: 'test-token', firstName: 'Site', lastName: 'Officer', id: TEST_OFFICER.id });

describe('route guards (spec 1 §2.1)', () => {
  it('sends a visitor without a token from a private page to the login page, asking nothing', () => {
    renderWithProviders(routes, { path: '/post-verification' });
    expect(screen.getByText('login page')).toBeTruthy();
    expect(me.sentVariables()).toEqual([]);
  });

  it('sends a signed-in officer from the login page to the inbox', async () => {
    signIn();
    renderWithProviders(routes, { path: '/' });
    expect(screen.getByText('inbox page')).toBeTruthy();
    await waitFor(() => expect(me.sentVariables()).toHaveLength(1));
  });

  it("asks for the officer while the screen's code is still loading, not after it arrives", async () => {
    signIn();
    // A screen whose code never arrives: the guard must not wait for it to ask for the officer.
    const NeverLoaded = lazy(() => new Promise<never>(() => undefined));
    renderWithProviders(
      <Suspense fallback="loading the screen">
        <RequireSession>
          <NeverLoaded />
        </RequireSession>
      </Suspense>,
    );
    expect(screen.getByText('loading the screen')).toBeTruthy();
    await waitFor(() => expect(me.sentVariables()).toHaveLength(1));
  });
});

describe('administrators and officers each on their own screens (issue 52)', () => {
  const signedInScreens = (
    <Routes>
      <Route
        element={
          <RequireSession>
            <AdministratorsOnTheirScreens>
              <Outlet />
            </AdministratorsOnTheirScreens>
          </RequireSession>
        }
      >
        <Route path="/post-verification" element="inbox page" />
        <Route path="/search" element="search page" />
        <Route element={<RequireAdministrator />}>
          <Route path="/administration/officers" element="officers page" />
        </Route>
      </Route>
    </Routes>
  );

  it('sends an officer who opens administration to their inbox', async () => {
    signIn();
    renderWithProviders(signedInScreens, { path: '/administration/officers' });
    expect(await screen.findByText('inbox page')).toBeTruthy();
    expect(screen.queryByText('officers page')).toBeNull();
  });

  it("sends an administrator who opens an officer's screen to the officers list", async () => {
    signIn();
    server.use(
      me.answer(() => ({
        me: { ...TEST_OFFICER, permissionLevel: 'ULB_ADMIN', role: { id: '40', name: 'ULB Administrator' } },
      })),
    );
    renderWithProviders(signedInScreens, { path: '/search' });
    expect(await screen.findByText('officers page')).toBeTruthy();
    expect(screen.queryByText('search page')).toBeNull();
  });
});
