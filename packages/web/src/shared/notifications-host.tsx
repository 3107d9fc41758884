import { lazy, Suspense, useSyncExternalStore } from 'react';
import classes from './notifications-host.module.css';
import { hasAskedForToast, onFirstToast } from './notify';

// The toasts' container (Mantine's notifications, with its transition and scroll-lock libraries) loads with the
// first toast, not with the login route nor the inbox (issue 17 §4, issue 54 §6). A toast shown before it arrives
// waits in Mantine's store and appears with it.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/** Spec 1 §9: toasts at the top right (below the top bar: see the stylesheet), closing after 5000 ms. */
export function NotificationsHost() {
  const hasAsked = useSyncExternalStore(onFirstToast, hasAskedForToast);
  if (!hasAsked) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" autoClose={5000} classNames={classes} />
    </Suspense>
  );
}
