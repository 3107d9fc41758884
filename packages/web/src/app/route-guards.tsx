import { isAdministratorLevel } from '@anumati/domain';
import { usePrefetchQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ADMINISTRATION_PATH, OFFICERS_PATH } from '../features/administration';
import { applicationFormsQuery } from '../shared/application/get-questions-and-answers.query';
import { officersApplicationQuery } from '../shared/application/officers-application.query';
import { meQueryOptions, useMeQuery } from '../shared/officer/me.query';
import { fileScreenOfAddress } from './file-screen-addresses';
import { hasSession } from '../shared/session/session-storage';

/** Spec 1 §2.1: private routes need a token, else back to the login page. */
export function RequireSession({ children }: { children: ReactNode }) {
  return hasSession() ? <OfficerAskedFirst>{children}</OfficerAskedFirst> : <Navigate to="/" replace />;
}

/**
 * Every private screen waits for the officer, so the officer is asked for as this renders, while the screen's code
 * is still loading. An effect here ran only once that code had arrived (its Suspense keeps the tree uncommitted
 * until then): one round trip more before any signed-in screen could show (issue 17, the inbox's Lighthouse).
 */
function OfficerAskedFirst({ children }: { children: ReactNode }) {
  usePrefetchQuery(meQueryOptions);
  useFileOfAddressAskedFirst();
  return children;
}

/**
 * A file's screen asks for the file as this renders too, beside its own code, not once that code has arrived and
 * drawn (issue 53 §7: a round trip more before the inspection form on a phone). The screen still reads it from the
 * network when it opens (spec 1 §7, network-only), and shows this answer meanwhile.
 */
function useFileOfAddressAskedFirst() {
  const client = useQueryClient();
  const opened = fileScreenOfAddress(useLocation().pathname);
  if (!opened) return;
  const { applicationId } = opened;
  // As usePrefetchQuery does: asked once, while nothing is known of it.
  const application = officersApplicationQuery(applicationId);
  if (!client.getQueryState(application.queryKey)) void client.prefetchQuery(application);
  const forms = applicationFormsQuery(applicationId);
  if (!client.getQueryState(forms.queryKey)) void client.prefetchQuery(forms);
}

/** Spec 1 §2.1: the login routes send a signed-in officer to the inbox. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  return hasSession() ? <Navigate to="/post-verification" replace /> : children;
}

/**
 * Issue 52: officer administration is the administrators' only: an officer who opens its address is sent to their
 * inbox. The screen waits for the officer, so an officer never sees it, not even for a moment.
 */
export function RequireAdministrator() {
  const me = useMeQuery();
  if (!me.data) return null;
  return isAdministratorLevel(me.data.permissionLevel) ? <Outlet /> : <Navigate to="/post-verification" replace />;
}

/**
 * Issue 52: administrators see no application and have no inbox (ARCHITECTURE.md "Staffing…"): one who opens any
 * other signed-in screen is sent to the officers list. The screens do not wait for the officer (the inbox's route
 * does, post-verification-route.tsx): the server refuses an administrator every file's data in any case.
 */
export function AdministratorsOnTheirScreens({ children }: { children: ReactNode }) {
  const me = useMeQuery();
  const { pathname } = useLocation();
  const isAdministrator = me.data !== undefined && isAdministratorLevel(me.data.permissionLevel);
  if (isAdministrator && !pathname.startsWith(ADMINISTRATION_PATH)) return <Navigate to={OFFICERS_PATH} replace />;
  return children;
}
