import { notifications } from '@mantine/notifications';

// Mantine's close button has no name of its own; screen readers need one.
const closeButtonProps = { 'aria-label': 'Close notification' };

/** Spec 1 §9: toasts close after 5000 ms (set on the provider). */
export function notifySuccess(message: string): void {
  notifications.show({ message, color: 'green', closeButtonProps });
}

export function notifyError(message: string): void {
  notifications.show({ message, color: 'red', closeButtonProps });
}
