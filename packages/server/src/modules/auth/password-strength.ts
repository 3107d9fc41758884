import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/**
 * zxcvbn's score (0–4) a new password needs: 3 is "safely unguessable: moderate protection from an offline
 * slow-hash scenario" (guesses ≥ 10^8), which refuses the common passwords with the spec's four kinds of character
 * added (Password@123, Welcome@1234, P@ssw0rd2024) that the character rule alone lets through.
 */
const MIN_PASSWORD_SCORE = 3;

/** Words an attacker would try first against this system's officers, whatever the officer. */
const SYSTEM_WORDS = ['anumati', 'telangana', 'tsbpass', 'ghmc', 'hmda', 'officer', 'hyderabad', 'permission'];

// Loaded and built on first use: the dictionaries take about a second to load and build, which the server's start
// need not pay (only a password change asks).
let estimator: Promise<ZxcvbnFactory> | undefined;
function passwordEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([{ ZxcvbnFactory: Factory }, common, english]) =>
      new Factory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
      }),
  );
  return estimator;
}

/**
 * Whether a new password is too easy to guess: in zxcvbn's common-password and English dictionaries, a keyboard
 * pattern, a date or sequence, l33t variants of those, or built on the officer's own details.
 */
export async function isPasswordGuessable(password: string, officerDetails: string[]): Promise<boolean> {
  const result = (await passwordEstimator()).check(password, [...SYSTEM_WORDS, ...officerDetails.filter(Boolean)]);
  return result.score < MIN_PASSWORD_SCORE;
}
