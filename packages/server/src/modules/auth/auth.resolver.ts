import {
  AUTH_MESSAGES,
  changePasswordSchema,
  verifyOtpSchema,
  ZLoginSchema,
  ZResetUsernameSchema,
  ZResendOtpSchema,
} from '@anumati/domain';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { AppError } from '../../graphql/app-error';
import { requireSession } from '../../graphql/context';
import { parseInput } from '../../graphql/validate';

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

export const authResolvers: IResolvers = {
  Mutation: {
    login: async (_root, args, context) => {
      await throttle(context);
      return context.services.auth.login(parseInput(ZLoginSchema, args));
    },
    resendOtp: async (_root, args, context) => {
      await throttle(context);
      return context.services.auth.resendOtp(parseInput(ZResendOtpSchema, args));
    },
    verifyOtp: async (_root, args, context) => {
      await throttle(context);
      return context.services.auth.verifyOtp(
        parseInput(verifyOtpSchema(context.services.publicSettings.otpLength), args),
        { ipAddress: context.ipAddress, userAgent: context.userAgent },
      );
    },
    signout: (_root, _args, context) =>
      context.services.auth.signout(requireSession(context), {
        ipAddress: context.ipAddress,
        userAgent: context.userAgent,
      }),
    resetOfficerPassword: async (_root, args, context) => {
      await throttle(context);
      return context.services.auth.resetOfficerPassword(parseInput(ZResetUsernameSchema, args).username);
    },
    changeOfficerPassword: async (_root, args, context) => {
      await throttle(context);
      return context.services.auth.changeOfficerPassword(
        parseInput(changePasswordSchema(context.services.publicSettings.otpLength), args),
      );
    },
  },
};
