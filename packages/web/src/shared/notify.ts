import { notifications } from '@mantine/notifications';

/** Spec 1 §9: toasts close after 5000 ms (set on the provider). */
export function notifySuccess(message: string): void {
  notifications.show({ message, color: 'green' });
}

export function notifyError(message: string): void {
  notifications.show({ message, color: 'red' });
}
