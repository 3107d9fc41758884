/** The auth module's face (docs/ARCHITECTURE.md "Module faces"): what other modules may use of it. */
export { revokeOfficerSessions } from './auth.repository';
export type { TAuthService } from './auth.service';
export { SIGN_IN_FAILURE_KINDS } from './auth.table';
export { createOfficerAccount } from './officer-account';
export { createSignInGuard } from './sign-in-guard';
export type { TSignInGuard } from './sign-in-guard';
