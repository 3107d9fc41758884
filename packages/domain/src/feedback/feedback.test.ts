import { describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES, ZFeedbackSchema } from './feedback';

const VALID = { category: 'SUGGESTION', message: 'The inbox could show the ward.' };

describe('A visitor’s feedback (issue 55)', () => {
  it.each([
    ['an e-mail', 'visitor@example.in'],
    ['a mobile', '9876543210'],
    ['a mobile with +91', '+91 98765 43210'],
    ['a landline with its STD code', '040-2345 6789'],
  ])('takes %s as the contact', (_case, contact) => {
    expect(ZFeedbackSchema.parse({ ...VALID, contact }).contact).toBe(contact);
  });

  it('keeps empty optional fields as null and the language the page was read in', () => {
    expect(ZFeedbackSchema.parse({ ...VALID, name: '  ', contact: '', language: 'te' })).toEqual({
      ...VALID,
      name: null,
      contact: null,
      language: 'te',
    });
  });

  it.each([
    ['a contact that is neither', { contact: 'call me' }, FEEDBACK_MESSAGES.contactInvalid],
    ['a nine-digit phone', { contact: '987654321' }, FEEDBACK_MESSAGES.contactInvalid],
    ['no category', { category: undefined }, FEEDBACK_MESSAGES.categoryRequired],
    ['an unknown category', { category: 'PRAISE' }, FEEDBACK_MESSAGES.categoryRequired],
    ['no message', { message: undefined }, FEEDBACK_MESSAGES.messageRequired],
    ['a blank message', { message: '    ' }, FEEDBACK_MESSAGES.messageRequired],
    ['a message too long', { message: 'x'.repeat(2001) }, FEEDBACK_MESSAGES.messageTooLong],
    ['a name too long', { name: 'n'.repeat(101) }, FEEDBACK_MESSAGES.nameTooLong],
    ['a NUL in the message', { message: 'bad \u0000 text' }, FEEDBACK_MESSAGES.controlCharacters],
    ['a line break in the name', { name: 'A\nB' }, FEEDBACK_MESSAGES.controlCharacters],
  ])('refuses %s', (_case, change, message) => {
    const result = ZFeedbackSchema.safeParse({ ...VALID, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('keeps a message’s line breaks', () => {
    expect(ZFeedbackSchema.parse({ ...VALID, message: 'First line\nSecond line' }).message).toBe(
      'First line\nSecond line',
    );
  });
});
