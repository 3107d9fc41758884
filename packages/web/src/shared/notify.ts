import { notifications } from '@mantine/notifications';
import i18next from 'i18next';

// Mantine's close button has no name of its own; screen readers need one, in the language the toast shows in.
const closeButtonProps = () => ({ 'aria-label': i18next.t('common:closeNotification') });

/** Spec 1 §9: toasts close after 5000 ms (set on the provider). */
export function notifySuccess(message: string): void {
  notifications.show({ message, color: 'green', closeButtonProps: closeButtonProps() });
}

/**
 * Clears every toast: on entering the console after sign-in, so that the sign-in page's "OTP sent" toast does not
 * cover the officer's name and Logout (issue 18), nor stay open under a pointer resting on it (hover pauses it).
 */
export function clearNotices(): void {
  notifications.clean();
}

export function notifyError(message: string): void {
  notifications.show({ message, color: 'red', closeButtonProps: closeButtonProps() });
}
