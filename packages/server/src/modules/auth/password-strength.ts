import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEnglish from '@zxcvbn-ts/language-en';

/**
 * zxcvbn's score (0–4) a new password needs: 3 is "safely unguessable: moderate protection from an offline
 * slow-hash scenario" (guesses ≥ 10^8), which refuses the common passwords with the spec's four kinds of character
 * added (Password@123, Welcome@1234, P@ssw0rd2024) that the character rule alone lets through.
 */
export const MIN_PASSWORD_SCORE = 3;

/** Words an attacker would try first against this system's officers, whatever the officer. */
const SYSTEM_WORDS = ['anumati', 'telangana', 'tsbpass', 'ghmc', 'hmda', 'officer', 'hyderabad', 'permission'];

// Built on first use: the dictionaries take about a second to load, which the server's start need not pay.
let estimator: ZxcvbnFactory | undefined;
function passwordEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEnglish.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnEnglish.translations,
  });
  return estimator;
}

/**
 * Whether a new password is too easy to guess: in zxcvbn's common-password and English dictionaries, a keyboard
 * pattern, a date or sequence, l33t variants of those, or built on the officer's own details.
 */
export function isPasswordGuessable(password: string, officerDetails: string[]): boolean {
  const result = passwordEstimator().check(password, [...SYSTEM_WORDS, ...officerDetails.filter(Boolean)]);
  return result.score < MIN_PASSWORD_SCORE;
}
