import type { TAdministrationDeps, TAdministrationLogger } from './administration-context';

/**
 * A password hash no password matches (argon2 cannot read it): a new officer signs in only after setting a password
 * through the reset code the administrator's creation sends (issue 52 §2; no password is typed by anybody else).
 */
export const UNUSABLE_PASSWORD_HASH = 'unset:the officer sets a password with the reset code';

/**
 * The reset codes of an import, sent in the background one after another; made once per service, which keeps the
 * promise of its latest import's codes (for tests and the command line).
 */
export function createImportResetCodes(auth: TAdministrationDeps['auth'], logger: TAdministrationLogger) {
  let latest: Promise<void> = Promise.resolve();

  async function sendEach(usernames: readonly string[]) {
    for (const username of usernames) {
      try {
        await auth.resetOfficerPassword(username);
      } catch (error) {
        logger.error(
          { username, error: error instanceof Error ? error.message : String(error) },
          'reset code after an import not sent',
        );
      }
    }
  }

  return {
    sendAfterAnswer(usernames: readonly string[]) {
      // Begun once the answer is on its way (the embedded database runs one statement at a time).
      latest = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => sendEach(usernames));
    },
    /** Resolves when the reset codes of the latest import have been sent. */
    sent: () => latest,
  };
}

export type TImportResetCodes = ReturnType<typeof createImportResetCodes>;
