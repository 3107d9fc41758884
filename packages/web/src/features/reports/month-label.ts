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

/** A monthly report's row (key "YYYY-MM", the server's English label) named in the officer's language. */
export function monthRowLabel(t: TFunction<'reports'>, key: string, label: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(key);
  const month = match ? MONTH_KEYS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return label;
  return `${t(`months.${month}`)} ${match[1]}`;
}
