import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { meQueryOptions } from '../shared/officer/me.query';
import { hasSession } from '../shared/session/session-storage';

/** Spec 1 §2.1: private routes need a token, else back to the login page. */
export function RequireSession({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const isSignedIn = hasSession();
  // Every private screen waits for the officer: asked for now, while the screen's code is still loading.
  useEffect(() => {
    if (isSignedIn) void queryClient.prefetchQuery(meQueryOptions);
  }, [isSignedIn, queryClient]);
  return isSignedIn ? children : <Navigate to="/" replace />;
}

/** Spec 1 §2.1: the login routes send a signed-in officer to the inbox. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  return hasSession() ? <Navigate to="/post-verification" replace /> : children;
}
