import type { TChangePassword, TLogin, TResendOtp, TSignInLimits, TVerifyOtp } from '@anumati/domain';
import type { TDatabase } from '../../db/database';
import type { TClock } from '../../platform/clock';
import { prepareFindOfficerBySession, type TSignedInOfficer } from '../officer';
import type { TSmsSink } from '../sms';
import type { TAuthContext } from './auth-context';
import { authenticate } from './authenticate';
import { createDeviceTokens } from './device-token';
import { changeOfficerPassword, resetOfficerPassword } from './password-reset';
import { createSessionTouches } from './session-touches';
import { login, resendOtp, verifyOtp } from './sign-in';
import { createSignInGuard } from './sign-in-guard';
import { signout } from './sign-out';

export type TAuthDeps = {
  db: TDatabase;
  clock: TClock;
  sms: TSmsSink;
  secret: string;
  otpLength: number;
  idleTimeoutSeconds: number;
  /** Production: the published demo password never signs anyone in, even where an old database still holds it. */
  refusePublishedPasswords: boolean;
  limits: TSignInLimits;
  /** A session ends this long after sign-in, however busy. */
  sessionMaxAgeSeconds: number;
  /** Production: the device cookie goes over HTTPS only. */
  secureCookies: boolean;
  /** Where a failed write of remembered last-seen times is reported (session-touches.ts). */
  onSessionTouchError?: (error: unknown) => void;
};

/** Who is on the other end of a request: kept on the session and on its audit events. */
export type TClient = { ipAddress: string; userAgent: string | null };
const UNKNOWN_CLIENT: TClient = { ipAddress: 'unknown', userAgent: null };
/** A client of the sign-in and reset operations: with its device cookie's value (device-token.ts), if it sent one. */
export type TSignInClient = TClient & { deviceCookie: string | null };
const UNKNOWN_SIGN_IN_CLIENT: TSignInClient = { ...UNKNOWN_CLIENT, deviceCookie: null };

export type TSession = { sessionId: number; officer: TSignedInOfficer };

/**
 * Sign-in in two steps (sign-in.ts), the session behind a token (authenticate.ts), sign-out (sign-out.ts) and the
 * password reset by code (password-reset.ts), each a use case of its own taking this instance's TAuthContext.
 */
export function createAuthService(deps: TAuthDeps) {
  const { db, clock } = deps;
  const auth: TAuthContext = {
    ...deps,
    guard: createSignInGuard({ db, clock, limits: deps.limits }),
    deviceTokens: createDeviceTokens({ secret: deps.secret, isSecure: deps.secureCookies }),
    findOfficerBySession: prepareFindOfficerBySession(db),
    touches: createSessionTouches({ db, onFlushError: deps.onSessionTouchError ?? (() => undefined) }),
  };

  return {
    login: (input: TLogin, client: TSignInClient = UNKNOWN_SIGN_IN_CLIENT) => login(auth, input, client),
    resendOtp: (input: TResendOtp, client: TSignInClient = UNKNOWN_SIGN_IN_CLIENT) => resendOtp(auth, input, client),
    verifyOtp: (input: TVerifyOtp, client: TSignInClient = UNKNOWN_SIGN_IN_CLIENT) => verifyOtp(auth, input, client),
    authenticate: (token: string) => authenticate(auth, token),

    /** Writes the remembered last-seen times (the server's close). */
    closeSessionTouches: () => auth.touches.close(),

    signout: (session: TSession, client: TClient = UNKNOWN_CLIENT) => signout(auth, session, client),
    resetOfficerPassword: (username: string, client: TSignInClient = UNKNOWN_SIGN_IN_CLIENT) =>
      resetOfficerPassword(auth, username, client),
    changeOfficerPassword: (input: TChangePassword, client: TSignInClient = UNKNOWN_SIGN_IN_CLIENT) =>
      changeOfficerPassword(auth, input, client),
  };
}

export type TAuthService = ReturnType<typeof createAuthService>;
