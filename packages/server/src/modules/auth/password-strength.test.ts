import { describe, expect, it } from 'vitest';
import { isPasswordGuessable } from './password-strength';

describe('isPasswordGuessable', () => {
  it.each([
    ['Password@123', 'a common password with the four kinds of character'],
    ['P@ssw0rd2024', 'l33t of a common password'],
    ['Welcome@1234', 'a common word and a sequence'],
    ['Qwerty@123', 'a keyboard walk'],
    ['Anumati@2026', 'the system name and a year'],
    ['Site.ghmc@2026', 'the username'],
    ['Ramesh@1985', 'the first name and a year'],
  ])('refuses %s (%s)', async (password) => {
    expect(await isPasswordGuessable(password, ['site.ghmc', 'Ramesh', 'Goud', '9848012345'])).toBe(true);
  });

  it.each(['Fresh#Pass9', 'Tr7#kLm2vQ', 'Godavari#Bridge42'])('accepts %s', async (password) => {
    expect(await isPasswordGuessable(password, ['site.ghmc', 'Ramesh', 'Goud', '9848012345'])).toBe(false);
  });
});
