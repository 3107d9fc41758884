import { usePrefetchQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { meQueryOptions } from '../shared/officer/me.query';
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
  return children;
}

/** Spec 1 §2.1: the login routes send a signed-in officer to the inbox. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  return hasSession() ? <Navigate to="/post-verification" replace /> : children;
}
