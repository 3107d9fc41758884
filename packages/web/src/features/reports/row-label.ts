import { applicationTypeLabel, isApplicationType, type TLanguage } from '@anumati/domain';
import type { TFunction } from 'i18next';

const MONTH_KEYS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

/**
 * A count table's row named on the console rather than as the server sent it (in English): a month (key
 * "YYYY-MM") from the catalogue, an application type by domain's label; a place keeps its name.
 */
export function countRowLabel(t: TFunction<'reports'>, language: TLanguage, key: string, label: string): string {
  if (isApplicationType(key)) return applicationTypeLabel(key, language);
  const match = /^(\d{4})-(\d{2})$/.exec(key);
  const month = match ? MONTH_KEYS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return label;
  return `${t(`months.${month}`)} ${match[1]}`;
}
