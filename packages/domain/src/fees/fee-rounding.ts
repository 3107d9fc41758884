import { type TLanguage } from '../i18n/language';
import { formatRupeeAmount } from '../i18n/number-formatting';
/** Spec 3 §9: fee amounts are rounded to 2 decimals, halves away from zero (1.005 → 1.01, as a cashier reads it). */
export function roundFee(value: number): number {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e15) return value;
  // Rounding the decimal text, not the binary fraction: 1.005 * 100 is 100.49999… in binary.
  const rounded = Number(`${Math.round(Number(`${Math.abs(value)}e2`))}e-2`);
  return value < 0 ? -rounded : rounded;
}

/** Spec 3 §9: square metres to square yards. */
export const SQ_YD_PER_SQ_M = 1.196;

/** Spec 3 §9: amounts are shown in rupees, rounded as fees are, with paise. */
export function formatRupees(amount: number, language: TLanguage = 'en'): string {
  return formatRupeeAmount(roundFee(amount), language, 2);
}
