import { AUTH_MESSAGES, CONDITION_MESSAGES, NOTE_MESSAGES, invalidOtpMessage } from '@anumati/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n/i18n';
import { errorMessage } from './error-message';

const TELUGU = /[\u0C00-\u0C7F]/;

afterEach(async () => {
  await changeLanguage('en', { remember: false });
});

describe('errorMessage: the server speaks English, the officer reads their language', () => {
  it('shows the server message as it is in English, and the spec fallback for an error without words', () => {
    expect(errorMessage(new Error(NOTE_MESSAGES.required))).toBe('Please add remarks in View Notes');
    expect(errorMessage('not an error')).toBe('Some error occured');
    expect(errorMessage(new Error(''))).toBe('Some error occured');
  });

  it('shows a server message in Telugu when the officer works in Telugu', async () => {
    await changeLanguage('te', { remember: false });
    expect(errorMessage(new Error(NOTE_MESSAGES.required))).toBe('దయచేసి వ్యాఖ్యలను "నోట్స్ చూడండి"లో జోడించండి');
    expect(errorMessage(new Error(invalidOtpMessage(2)))).toBe(invalidOtpMessage(2, 'te'));
    expect(errorMessage(new Error(CONDITION_MESSAGES.tooMany))).toMatch(TELUGU);
  });

  it('shows its own fallback in Telugu too', async () => {
    await changeLanguage('te', { remember: false });
    expect(errorMessage(undefined)).toBe('ఏదో లోపం జరిగింది');
    expect(errorMessage(undefined)).not.toBe(AUTH_MESSAGES.defaultLoadError);
  });

  it('leaves a message the domain does not know as the server wrote it', async () => {
    await changeLanguage('te', { remember: false });
    expect(errorMessage(new Error('Plot 42 of Kukatpally'))).toBe('Plot 42 of Kukatpally');
  });
});
