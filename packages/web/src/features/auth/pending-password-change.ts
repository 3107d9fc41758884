/**
 * The new password between /change-password and /change-password-OTP. Kept in memory, not in the history
 * state, so it is never written to the browser's session history; a reload asks for it again.
 */
let pending: { password: string; passwordConfirmation: string } | null = null;

export function holdPendingChange(change: { password: string; passwordConfirmation: string }): void {
  pending = change;
}

export function takePendingChange(): { password: string; passwordConfirmation: string } | null {
  return pending;
}
