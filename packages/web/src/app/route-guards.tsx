import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { hasSession } from '../shared/session/session-storage';

/** Spec 1 §2.1: private routes need a token, else back to the login page. */
export function RequireSession({ children }: { children: ReactNode }) {
  return hasSession() ? children : <Navigate to="/" replace />;
}

/** Spec 1 §2.1: the login routes send a signed-in officer to the inbox. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  return hasSession() ? <Navigate to="/post-verification" replace /> : children;
}
