import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import type { SetupServer } from 'msw/node';
import type { TMe } from '../shared/officer/me.query';
import { MeDocument } from '../shared/graphql/generated/graphql';
import { storeSession } from '../shared/session/session-storage';
import { operation } from './mock-server';
import { renderWithProviders } from './render-with-providers';

/** A site officer of a ULB, the inbox's usual reader; a test changes what its screen depends on. */
export const TEST_OFFICER: TMe = {
  id: '11',
  firstName: 'Site',
  lastName: 'Officer',
  ulbName: 'Nizampet',
  district: 'Medchal',
  authority: null,
  isMandalOfficer: false,
  mandalName: null,
  actions: [],
  permissionLevel: 'SITE_VERIFICATION',
  preferredLanguage: 'en',
  role: { id: '3', name: 'Site Verification' },
};

/**
 * Renders a screen at a path of its route (`route` names the params, `path` fills them) for a signed-in officer:
 * a session in session storage, as after the OTP, and `me` answered by the mock server.
 */
export function renderAsOfficer(
  server: SetupServer,
  ui: ReactNode,
  options: {
    route: string;
    path: string;
    officer?: Partial<TMe>;
    /** Stand-ins for the screens this one leads to, by route, so a test sees where the officer went. */
    otherRoutes?: Record<string, ReactNode>;
    /** The navigation state the screen was opened with (the inbox's enableNotes flag). */
    state?: unknown;
  },
) {
  const officer = { ...TEST_OFFICER, ...options.officer };
  storeSession({ accessToken: 'test-token', firstName: officer.firstName, lastName: officer.lastName, id: officer.id });
  server.use(operation(MeDocument).answer(() => ({ me: officer })));
  return renderWithProviders(
    <Routes>
      <Route path={options.route} element={ui} />
      {Object.entries(options.otherRoutes ?? {}).map(([route, element]) => (
        <Route key={route} path={route} element={element} />
      ))}
    </Routes>,
    { path: options.path, state: options.state },
  );
}
