import type { TAnswerEntry } from './form-field';
import type { TLanguage } from '../i18n/language';
import { yesNo } from '../application-details/detail-formatting';

/** Spec 2 §9: long answers are cut to 35 characters, links to 50. */
export const ANSWER_DISPLAY_LENGTH = 35;
export const LINK_DISPLAY_LENGTH = 50;

/** Spec 2 §2.8: what a field reads when it has no answer. */
export const NOT_ANSWERED = 'not answered';
export const NOT_REVIEWED = 'not reviewed';
export const NOT_STARTED = 'Not started';

export const ANSWER_READINGS = {
  notAnswered: NOT_ANSWERED,
  notReviewed: NOT_REVIEWED,
  notStarted: NOT_STARTED,
} as const;
export const ANSWER_READINGS_TE: Record<keyof typeof ANSWER_READINGS, string> = {
  notAnswered: 'సమాధానం ఇవ్వలేదు',
  notReviewed: 'సమీక్షించలేదు',
  notStarted: 'ప్రారంభించలేదు',
};

/** What a field reads without an answer (not answered, not reviewed, not started), in the officer's language. */
export function answerReading(reading: keyof typeof ANSWER_READINGS, language: TLanguage = 'en'): string {
  return (language === 'te' ? ANSWER_READINGS_TE : ANSWER_READINGS)[reading];
}

/** An answer as one line of text: lists joined, yes/no for booleans, table rows as "column: value". */
export function answerText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  if (Array.isArray(value)) return value.map(answerText).filter(Boolean).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([key, entry]) => `${key}: ${answerText(entry)}`)
      .join('; ');
  }
  return String(value).trim();
}

/**
 * A stored answer in the officer's language: the forms' Yes and No are the console's words, not the citizen's,
 * so they read అవును/కాదు in Telugu; any other answer is the citizen's text, shown as written.
 */
export function answerInLanguage(text: string, language: TLanguage): string {
  if (text === 'Yes' || text === 'No') return yesNo(text === 'Yes', language);
  return text;
}

export function isLink(text: string): boolean {
  return /^https?:\/\//i.test(text);
}

/** The answer cut for a review card (spec 2 §2.8), with an ellipsis where it was cut. */
export function shortAnswer(value: unknown): string {
  const text = answerText(value);
  const limit = isLink(text) ? LINK_DISPLAY_LENGTH : ANSWER_DISPLAY_LENGTH;
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

/**
 * What a field reads on a card. Decision: with no answers at all (the officer forwarded without touching the
 * form) every field reads 'not reviewed'; with answers, a field left empty reads 'not answered'.
 */
export function fieldReading(entry: TAnswerEntry | undefined, hasAnswers: boolean, language: TLanguage = 'en'): string {
  if (!hasAnswers) return answerReading('notReviewed', language);
  const text = shortAnswer(entry?.parent_answer);
  return text ? answerInLanguage(text, language) : answerReading('notAnswered', language);
}

/**
 * The whole answer behind a card's reading, or null when the reading already shows all of it. Spec 2 §9 cuts
 * answers at 35 characters; reviewers and the commissioner must still be able to read an inspector's whole
 * answer, so the card offers it on request.
 */
export function fullFieldReading(entry: TAnswerEntry | undefined, hasAnswers: boolean): string | null {
  if (!hasAnswers) return null;
  const text = answerText(entry?.parent_answer);
  return text !== shortAnswer(entry?.parent_answer) ? text : null;
}
