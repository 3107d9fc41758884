import { describe, expect, it } from 'vitest';
import { ANSWER_MESSAGES, MAX_TEXT_ANSWER_LENGTH } from '../forms/form-field';
import {
  ADMINISTRATION_VALUE_MESSAGES,
  ADMINISTRATION_VALUE_MESSAGES_TE,
  headerLineMessage,
} from '../administration/administration-messages';
import { ZDayRange, ZOfficerRecord } from '../administration/officer-record';
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
    for (const pattern of MESSAGE_PATTERNS) {
      const telugu = typeof pattern.telugu === 'string' ? pattern.telugu : pattern.telugu('x');
      expect(telugu).toMatch(TELUGU);
    }
  });

  // A value as an import file or a form writes it: a role, a ULB, a username, a mobile number, a column, a count.
  const VALUE_OF: Record<keyof typeof ADMINISTRATION_VALUE_MESSAGES, string> = {
    unknownRoleNamed: 'Site Inspectr',
    roleOnlyByState: 'State Administrator',
    roleNeedsUlb: 'Site Inspector',
    unknownUlb: 'Nowhere',
    ulbOutside: 'Medchal',
    usernameTwice: 'site.ghmc.2',
    usernameExists: 'site.ghmc',
    mobileTwice: '9876543210',
    mobileTaken: '9848010000',
    unknownColumn: 'colour',
    missingColumn: 'first_name',
    missingValue: 'last_name',
    tooManyRows: '20000',
  };

  it.each(Object.keys(VALUE_OF) as (keyof typeof ADMINISTRATION_VALUE_MESSAGES)[])(
    'says ADMINISTRATION_VALUE_MESSAGES.%s in Telugu, its value as written',
    (key) => {
      const value = VALUE_OF[key];
      const telugu = translateMessage(ADMINISTRATION_VALUE_MESSAGES[key](value), 'te');
      expect(telugu).toBe(ADMINISTRATION_VALUE_MESSAGES_TE[key](value));
      expect(telugu).toMatch(TELUGU);
      expect(telugu).toContain(value);
    },
  );

  it('translates a refused header line problem by problem', () => {
    const telugu = translateMessage(headerLineMessage(['Unknown column "colour"', 'Missing column "role"']), 'te');
    expect(telugu).toMatch(TELUGU);
    expect(telugu).not.toMatch(/Unknown|Missing/);
    expect(telugu).toContain('"colour"');
  });

  it('says every problem of the officer record and the day range in Telugu', () => {
    const record = ZOfficerRecord.safeParse({
      username: 'A',
      firstName: '',
      lastName: 'x'.repeat(101),
      mobile: '12345',
      email: 'not-an-email',
      role: 'Nobody',
      ulbId: -1,
      lineDepartment: 'Nowhere',
    });
    const range = ZDayRange.safeParse({ fromDate: '2026-03-02', toDate: '2026-03-01' });
    const messages = [...(record.error?.issues ?? []), ...(range.error?.issues ?? [])].map((issue) => issue.message);
    expect(messages).toHaveLength(9);
    for (const message of messages) expect(translateMessage(message, 'te')).toMatch(TELUGU);
  });
});
