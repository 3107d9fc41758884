import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import classes from './notifications-host.module.css';

// The toasts' container (with its transition and scroll-lock libraries) loads with the first toast, not with the
// login route (issue 17 §4). A toast shown before it arrives waits in Mantine's store and appears with it.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/** Spec 1 §9: toasts at the top right (below the top bar: see the stylesheet), closing after 5000 ms. */
export function NotificationsHost() {
  const { notifications } = useNotifications();
  const [hasShownAny, setHasShownAny] = useState(false);
  if (!hasShownAny && notifications.length > 0) setHasShownAny(true);
  if (!hasShownAny) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" autoClose={5000} classNames={classes} />
    </Suspense>
  );
}
