import { describe, expect, it } from 'vitest';
import { daysLeft, dueDayColour, isPastDanger } from './due-day-colour';

const now = new Date('2026-11-22T10:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);

describe('dueDayColour (spec 1 §9)', () => {
  it.each([
    [-2, 'red'],
    [0, 'red'],
    [3, 'red'],
    [3.9, 'red'],
    [4, 'orange'],
    [6, 'orange'],
    [6.99, 'orange'],
    [7, 'green'],
    [30, 'green'],
  ])('%s days left is %s', (days, colour) => {
    expect(dueDayColour(inDays(days), now)).toBe(colour);
  });

  it('rounds the days left down', () => {
    expect(daysLeft(inDays(4.9), now)).toBe(4);
    expect(daysLeft(inDays(-0.5), now)).toBe(-1);
  });
});

describe('isPastDanger', () => {
  it('flags a row once its danger date has passed', () => {
    expect(isPastDanger(inDays(-1), now)).toBe(true);
    expect(isPastDanger(inDays(1), now)).toBe(false);
    expect(isPastDanger(null, now)).toBe(false);
  });
});
