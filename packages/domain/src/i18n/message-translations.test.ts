import { describe, expect, it } from 'vitest';
import { ANSWER_MESSAGES, MAX_TEXT_ANSWER_LENGTH } from '../forms/form-field';
import { AUTH_MESSAGES, invalidOtpMessage } from '../auth/auth-messages';
import { CONDITION_MESSAGES, MAX_CONDITION_LENGTH } from '../conditions/condition-schemas';
import { MESSAGE_PATTERNS, MESSAGE_TWINS, SCHEMA_MESSAGES_TE, translateMessage } from './message-translations';

const TELUGU = /[\u0C00-\u0C7F]/;
const numbersIn = (text: string) => (text.match(/\d+/g) ?? []).sort();

const everyMessage = Object.entries(MESSAGE_TWINS).flatMap(([object, { english, telugu }]) =>
  Object.keys(english).map((key) => ({ name: `${object}.${key}`, english: english[key] ?? '', telugu: telugu[key] })),
);

describe('translateMessage: the server says it in English, the officer reads it in Telugu', () => {
  it.each(everyMessage)('$name has a Telugu translation carrying its numbers', ({ english, telugu }) => {
    expect(telugu).toMatch(TELUGU);
    expect(numbersIn(telugu ?? '')).toEqual(numbersIn(english));
    expect(TELUGU.test(translateMessage(english, 'te'))).toBe(true);
  });

  it.each(Object.entries(SCHEMA_MESSAGES_TE))('the schema message "%s" reads in Telugu', (english, telugu) => {
    expect(telugu).toMatch(TELUGU);
    expect(translateMessage(english, 'te')).toBe(telugu);
  });

  it('gives one English message one Telugu, whichever object holds it', () => {
    const seen = new Map<string, string>();
    for (const { english, telugu } of everyMessage) {
      expect(seen.get(english) ?? telugu).toBe(telugu);
      seen.set(english, telugu ?? '');
    }
  });

  it('leaves English as it is, and what it does not know', () => {
    expect(translateMessage(AUTH_MESSAGES.blocked, 'en')).toBe(AUTH_MESSAGES.blocked);
    expect(translateMessage('Plot 42 of Kukatpally', 'te')).toBe('Plot 42 of Kukatpally');
  });

  it('translates the messages built with a count, keeping the count', () => {
    expect(translateMessage(CONDITION_MESSAGES.tooLong, 'te')).toContain(String(MAX_CONDITION_LENGTH));
    expect(translateMessage(CONDITION_MESSAGES.tooLong, 'te')).toMatch(TELUGU);
    expect(translateMessage(invalidOtpMessage(2), 'te')).toBe(invalidOtpMessage(2, 'te'));
  });

  it.each([
    ['At most 5000 characters', '5000'],
    ['A note is at most 2000 characters', '2000'],
    ['Remarks are at most 1000 characters', '1000'],
    ['Search text is at most 100 characters', '100'],
    ['At most 50 rows a page', '50'],
    ['At most 20 corrections in one request', '20'],
    ['officer_id is required', 'officer_id'],
    ['property_id must be a whole number', 'property_id'],
  ])('carries the number of "%s" into the Telugu', (english, count) => {
    const telugu = translateMessage(english, 'te');
    expect(telugu).toMatch(TELUGU);
    expect(telugu).toContain(count);
  });

  it.each(Object.keys(ANSWER_MESSAGES) as (keyof typeof ANSWER_MESSAGES)[])(
    'carries the question of %s into the Telugu',
    (key) => {
      const telugu = translateMessage(ANSWER_MESSAGES[key]('Is the site vacant? (Yes/No)'), 'te');
      expect(telugu).toMatch(TELUGU);
      expect(telugu).toContain('"Is the site vacant? (Yes/No)"');
      if (key === 'notText') expect(telugu).toContain(String(MAX_TEXT_ANSWER_LENGTH));
    },
  );

  it('has a Telugu pattern for every English pattern', () => {
    for (const pattern of MESSAGE_PATTERNS) expect(pattern.telugu).toMatch(TELUGU);
  });
});
