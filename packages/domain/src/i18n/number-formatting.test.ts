import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './language';
import { formatFigure, formatIndianNumber, formatRupeeAmount } from './number-formatting';

describe('numbers and rupees in either language', () => {
  it.each(LANGUAGES)('groups digits the Indian way, in Latin digits, in %s', (language) => {
    expect(formatIndianNumber(1234567, language)).toBe('12,34,567');
    expect(formatIndianNumber(999, language)).toBe('999');
    expect(formatRupeeAmount(100000, language)).toBe('₹ 1,00,000');
    expect(formatRupeeAmount(1234.5, language, 2)).toBe('₹ 1,234.50');
  });

  it('rounds to the digits asked for', () => {
    expect(formatIndianNumber(2.345, 'en', 2)).toBe('2.35');
    expect(formatIndianNumber(2.5, 'te')).toBe('3');
  });

  it('writes a figure with the decimals it has, at most two', () => {
    expect(formatFigure(123456, 'en')).toBe('1,23,456');
    expect(formatFigure(3.5, 'te')).toBe('3.5');
    expect(formatFigure(2.3456, 'en')).toBe('2.35');
  });
});
