import { describe, expect, it } from 'vitest';
import {
  answerInLanguage,
  answerText,
  fieldReading,
  fullFieldReading,
  NOT_ANSWERED,
  NOT_REVIEWED,
  shortAnswer,
} from './answer-display';

describe('answers on review cards', () => {
  it.each([
    [true, 'Yes'],
    [false, 'No'],
    [['FIRE', 'POLICE'], 'FIRE, POLICE'],
    [[{ item: 'Permit fee', verified: 'Yes' }], 'item: Permit fee; verified: Yes'],
    ['  Checked on site ', 'Checked on site'],
    [null, ''],
    [7.5, '7.5'],
  ])('writes %j as %j', (value, expected) => {
    expect(answerText(value)).toBe(expected);
  });

  it('cuts answers at 35 characters and links at 50', () => {
    const long = 'The setbacks on the rear side are short by one metre';
    expect(shortAnswer(long)).toBe(`${long.slice(0, 35)}…`);
    expect(shortAnswer('a'.repeat(35))).toBe('a'.repeat(35));
    const link = `https://storage.example/${'x'.repeat(60)}`;
    expect(shortAnswer(link)).toBe(`${link.slice(0, 50)}…`);
    expect(shortAnswer(`https://short.example/${'y'.repeat(20)}`)).toHaveLength(42);
  });

  it.each([
    [{ parent_answer: 'Yes' }, true, 'Yes'],
    [{ parent_answer: '' }, true, NOT_ANSWERED],
    [undefined, true, NOT_ANSWERED],
    [undefined, false, NOT_REVIEWED],
  ])('%j with answers %s reads %s', (entry, hasAnswers, expected) => {
    expect(fieldReading(entry, hasAnswers)).toBe(expected);
  });

  it('offers the whole answer where the card cut it, and only there', () => {
    const long = 'Setback on the north side is 1.2 m against 1.5 m in the permit';
    expect(fieldReading({ parent_answer: long }, true)).toBe(`${long.slice(0, 35)}…`);
    expect(fullFieldReading({ parent_answer: long }, true)).toBe(long);
    expect(fullFieldReading({ parent_answer: 'Yes' }, true)).toBeNull();
    expect(fullFieldReading({ parent_answer: long }, false)).toBeNull();
  });
});

describe("stored answers in the officer's language (issue 19)", () => {
  it("reads the forms' Yes and No in Telugu and leaves the citizen's words as written", () => {
    expect(answerInLanguage('Yes', 'te')).toBe('అవును');
    expect(answerInLanguage('No', 'te')).toBe('కాదు');
    expect(answerInLanguage('Yes', 'en')).toBe('Yes');
    expect(answerInLanguage('Plot No. 12, Kondapur', 'te')).toBe('Plot No. 12, Kondapur');
    expect(fieldReading({ parent_answer: true }, true, 'te')).toBe('అవును');
  });
});
