import {
  AUTH_MESSAGES,
  changePasswordSchema,
  verifyOtpSchema,
  ZLoginSchema,
  ZResetUsernameSchema,
  ZResendOtpSchema,
} from '@anumati/domain';
import type { MercuriusContext } from 'mercurius';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { AppError } from '../../graphql/app-error';
import { requireSession } from '../../graphql/context';
import { parseInput } from '../../graphql/validate';
import type { TSignInClient } from './auth.service';
import { deviceCookieOf } from './device-token';

/**
 * Sign-in and password operations are throttled per address before any work is done. A refusal carries the wait
 * in seconds, in the error (retryAfterSeconds) and in the Retry-After header, as a REST 429 would.
 */
async function throttle(context: MercuriusContext): Promise<void> {
  const verdict = await context.services.authRateLimit(context.reply.request);
  if (verdict.isAllowed) return;
  void context.reply.header('retry-after', String(verdict.retryAfterSeconds));
  throw new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.tooManyRequests, {
    retryAfterSeconds: verdict.retryAfterSeconds,
  });
}

/** Who calls: the address, the browser, and the device cookie that says whether it is a known device. */
const signInClientOf = (context: MercuriusContext): TSignInClient => ({
  ipAddress: context.ipAddress,
  userAgent: context.userAgent,
  deviceCookie: deviceCookieOf(context.reply.request.headers.cookie),
});

export const authResolvers: Resolvers = {
  Mutation: {
    login: async (_root, args, context) => {
      await throttle(context);
      return context.services.auth.login(parseInput(ZLoginSchema, args), signInClientOf(context));
    },
    resendOtp: async (_root, args, context) => {
      await throttle(context);
      return context.services.auth.resendOtp(parseInput(ZResendOtpSchema, args), signInClientOf(context));
    },
    verifyOtp: async (_root, args, context) => {
      await throttle(context);
      const { signedIn, deviceCookie } = await context.services.auth.verifyOtp(
        parseInput(verifyOtpSchema(context.services.publicSettings.otpLength), args),
        signInClientOf(context),
      );
      void context.reply.header('set-cookie', deviceCookie);
      return signedIn;
    },
    signout: (_root, _args, context) =>
      context.services.auth.signout(requireSession(context), {
        ipAddress: context.ipAddress,
        userAgent: context.userAgent,
      }),
    resetOfficerPassword: async (_root, args, context) => {
      await throttle(context);
      return context.services.auth.resetOfficerPassword(
        parseInput(ZResetUsernameSchema, args).username,
        signInClientOf(context),
      );
    },
    changeOfficerPassword: async (_root, args, context) => {
      await throttle(context);
      return context.services.auth.changeOfficerPassword(
        parseInput(changePasswordSchema(context.services.publicSettings.otpLength), args),
        signInClientOf(context),
      );
    },
  },
};
