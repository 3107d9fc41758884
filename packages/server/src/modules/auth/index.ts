/** The auth module's face (docs/ARCHITECTURE.md "Module faces"): what the rest of the server may use of it. */
export { revokeOfficerSessions } from './auth.repository';
export { authResolvers } from './auth.resolver';
export { createAuthService } from './auth.service';
export type { TAuthService, TSession } from './auth.service';
export { SIGN_IN_FAILURE_KINDS } from './auth.table';
export { createOfficerAccount } from './officer-account';
export { createRefusedWrites } from './refused-writes';
export type { TRefusedWrites } from './refused-writes';
export { sessionsResolvers } from './sessions.resolver';
export { createSessionsService } from './sessions.service';
export type { TSessionsService } from './sessions.service';
export { createSignInGuard } from './sign-in-guard';
export type { TSignInGuard } from './sign-in-guard';
