import { formatIndianNumber, type TLanguage } from '@anumati/domain';

/**
 * A figure with Indian digit grouping and the decimals it has (at most 2): averages come to one decimal
 * ("3.5 days"), counts to none.
 */
export function formatFigure(value: number, language: TLanguage): string {
  const decimals = Number.isInteger(value) ? 0 : Math.min(2, String(value).split('.')[1]?.length ?? 0);
  return formatIndianNumber(value, language, decimals);
}
