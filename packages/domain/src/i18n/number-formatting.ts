import { LANGUAGE_LOCALES, type TLanguage } from './language';

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: TLanguage, fractionDigits: number): Intl.NumberFormat {
  const key = `${language}:${fractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    // Latin digits in both languages: Telugu officers read fees and areas in them, and so do the orders.
    format = new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
      numberingSystem: 'latn',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** A count or an amount with Indian digit grouping (12,34,567) in either language. */
export function formatIndianNumber(value: number, language: TLanguage, fractionDigits = 0): string {
  return numberFormat(language, fractionDigits).format(value);
}

/** Rupees as officers read them: "₹ 12,34,567" (with paise when asked for). Fees: formatRupees (fee-rounding). */
export function formatRupeeAmount(value: number, language: TLanguage, fractionDigits = 0): string {
  return `₹ ${formatIndianNumber(value, language, fractionDigits)}`;
}

/**
 * A figure with Indian digit grouping and the decimals it has (at most 2): averages come to one decimal
 * ("3.5 days"), counts to none.
 */
export function formatFigure(value: number, language: TLanguage): string {
  const decimals = Number.isInteger(value) ? 0 : Math.min(2, String(value).split('.')[1]?.length ?? 0);
  return formatIndianNumber(value, language, decimals);
}
