import type { notifications } from '@mantine/notifications';
import i18next from 'i18next';

type TNotifications = typeof notifications;

/**
 * Mantine's toasts' store, loaded with the first toast (issue 54 §6): modules the sign-in route loads (the field
 * inspection's outbox) may show one, and importing it outright brought Mantine into that route. Once loaded, a
 * toast shows at once; before, in the order asked.
 */
let store: TNotifications | undefined;
let loading: Promise<TNotifications> | undefined;
const firstToastListeners = new Set<() => void>();
function withStore(action: (notifications: TNotifications) => void): void {
  if (store) return action(store);
  if (!loading) {
    loading = import('@mantine/notifications').then((module) => (store = module.notifications));
    firstToastListeners.forEach((listener) => listener());
  }
  void loading.then(action);
}

/** Whether a toast has been asked for yet: the toasts' container loads with the first (notifications-host.tsx). */
export function hasAskedForToast(): boolean {
  return loading !== undefined;
}

export function onFirstToast(listener: () => void): () => void {
  firstToastListeners.add(listener);
  return () => firstToastListeners.delete(listener);
}

// Mantine's close button has no name of its own; screen readers need one, in the language the toast shows in.
const closeButtonProps = () => ({ 'aria-label': i18next.t('common:closeNotification') });

/** Spec 1 §9: toasts close after 5000 ms (set on the provider). */
export function notifySuccess(message: string): void {
  const props = closeButtonProps();
  withStore((notifications) => notifications.show({ message, color: 'green', closeButtonProps: props }));
}

/**
 * Clears every toast: on entering the console after sign-in, so that the sign-in page's "OTP sent" toast does not
 * cover the officer's name and Logout (issue 18), nor stay open under a pointer resting on it (hover pauses it).
 */
export function clearNotices(): void {
  // Nothing to clear before the first toast has loaded the store.
  store?.clean();
}

export function notifyError(message: string): void {
  const props = closeButtonProps();
  withStore((notifications) => notifications.show({ message, color: 'red', closeButtonProps: props }));
}
