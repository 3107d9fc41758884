import {
  AUTH_MESSAGES,
  changePasswordSchema,
  verifyOtpSchema,
  ZLoginSchema,
  ZResetUsernameSchema,
  ZUsernameSchema,
} from '@anumati/domain';
import type { IResolvers } from 'mercurius';
import { AppError } from '../../graphql/app-error';
import { requireSession, type TRequestContext } from '../../graphql/context';
import { parseInput } from '../../graphql/validate';

/** Sign-in and password operations are throttled per address before any work is done. */
function throttle(context: TRequestContext): void {
  if (!context.services.authRateLimiter.isAllowed(context.ipAddress)) {
    throw new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.tooManyRequests);
  }
}

export const authResolvers: IResolvers = {
  Mutation: {
    login: (_root, args, context) => {
      throttle(context);
      return context.services.auth.login(parseInput(ZLoginSchema, args));
    },
    resendOtp: (_root, args, context) => {
      throttle(context);
      return context.services.auth.resendOtp(parseInput(ZUsernameSchema, args.username));
    },
    verifyOtp: (_root, args, context) => {
      throttle(context);
      return context.services.auth.verifyOtp(
        parseInput(verifyOtpSchema(context.services.publicSettings.otpLength), args),
      );
    },
    signout: (_root, _args, context) => context.services.auth.signout(requireSession(context)),
    resetOfficerPassword: (_root, args, context) => {
      throttle(context);
      return context.services.auth.resetOfficerPassword(parseInput(ZResetUsernameSchema, args).username);
    },
    changeOfficerPassword: (_root, args, context) => {
      throttle(context);
      return context.services.auth.changeOfficerPassword(
        parseInput(changePasswordSchema(context.services.publicSettings.otpLength), args),
      );
    },
  },
};
