import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { ScreenErrorBoundary } from '../shared/errors/screen-error-boundary';
import { SessionExpiredModal } from '../shared/session/session-expired';
import { ConsoleTheme } from './app-providers';
import { LoadingSpace } from '../shared/loading/loading-space';

/**
 * Every screen but the sign-in page is built with Mantine: this frame brings it (the theme, its CSS, the toasts,
 * the session-expired dialog) as a chunk of its own, loaded with the first such screen (issue 54 §6: the sign-in
 * route loads React, the router and the words only). A screen still loading shows Mantine's loader in it. It frames
 * the route's screen, or `children` (the signed-in layout, app-routes.tsx SignedInScreens).
 */
export function ConsoleFrame({ children }: { children?: ReactNode }) {
  return (
    <ConsoleTheme>
      <SessionExpiredModal />
      <ScreenErrorBoundary>
        <Suspense fallback={<LoadingSpace mih="50vh" />}>{children ?? <Outlet />}</Suspense>
      </ScreenErrorBoundary>
    </ConsoleTheme>
  );
}
