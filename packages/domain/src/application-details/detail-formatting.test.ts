import { describe, expect, it } from 'vitest';
import {
  applicationTypeCode,
  areaDisplay,
  correctionStatusLabel,
  formatDeviationValue,
  formatDisplayDate,
  formatSquareYards,
  showsUnitsAndFloors,
} from './detail-formatting';

describe('formatDisplayDate (DD-MM-YYYY, Indian day)', () => {
  it.each([
    ['2026-03-05T10:00:00Z', '05-03-2026'],
    ['2026-03-05T20:00:00Z', '06-03-2026'],
    ['2025-12-31', '31-12-2025'],
    [new Date('2024-02-29T00:00:00+05:30'), '29-02-2024'],
    [null, '—'],
    ['not a date', '—'],
  ])('%s → %s', (value, shown) => {
    expect(formatDisplayDate(value)).toBe(shown);
  });
});

describe('numbers (spec 2 §5)', () => {
  it.each([
    [0.5, '0.50'],
    [16.666, '16.67'],
    [null, '—'],
  ])('deviation value %s → %s', (value, shown) => {
    expect(formatDeviationValue(value)).toBe(shown);
  });
  it.each([
    [24.44, '29.230'],
    [1, '1.196'],
  ])('%s sq m → %s sq yd', (value, shown) => {
    expect(formatSquareYards(value)).toBe(shown);
  });
  it('an area in both units', () => {
    expect(areaDisplay(250)).toBe('250.00 Sq.m (299.000 Sq.yd)');
  });
});

describe('showsUnitsAndFloors (spec 2 §2.2: above 200)', () => {
  it.each([
    [200, false],
    [200.01, true],
    [120, false],
  ])('%s sq m: %s', (area, shows) => {
    expect(showsUnitsAndFloors(area)).toBe(shows);
  });
});

describe('applicationTypeCode (spec 2 §3.3)', () => {
  it.each([
    ['REGISTRATION', 'REG'],
    ['SELF CERTIFICATION', 'SC'],
    ['SINGLE WINDOW', 'SW'],
    ['OCCUPANCY', 'OC'],
  ] as const)('%s is %s', (type, code) => {
    expect(applicationTypeCode(type)).toBe(code);
  });
});

describe('correctionStatusLabel (spec 2 §3.7)', () => {
  it.each([
    [null, 'In Process'],
    [undefined, 'In Process'],
    [false, 'Rejected'],
    [0, 'Rejected'],
    [true, 'Approved'],
    [1, 'Approved'],
  ])('%s reads %s', (value, label) => {
    expect(correctionStatusLabel(value)).toBe(label);
  });
});
