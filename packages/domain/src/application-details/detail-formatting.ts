import type { TApplicationType } from '../application/application-kind';
import { toSquareYards } from '../deviation/deviation-formulas';
import type { TLanguage } from '../i18n/language';

/** What a detail screen shows for a value the file does not have. */
export const MISSING_VALUE = '—';

const DATE_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/**
 * Spec 2 §5, spec 1 §9: dates read DD-MM-YYYY, on the Indian calendar day (a timestamp late in the UTC evening
 * is already the next day in Telangana). A date without a time is that day.
 */
export function formatDisplayDate(value: string | Date | null | undefined): string {
  if (!value) return MISSING_VALUE;
  const date =
    typeof value === 'string' ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) return MISSING_VALUE;
  const parts = Object.fromEntries(DATE_PARTS.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.day}-${parts.month}-${parts.year}`;
}

/** Spec 2 §5: deviation values and deviated area totals with 2 decimals. */
export function formatDeviationValue(value: number | null | undefined): string {
  return value === null || value === undefined ? MISSING_VALUE : value.toFixed(2);
}

/** Spec 2 §5: square yards with 3 decimals (square metres × 1.196). */
export function formatSquareYards(squareMetres: number): string {
  return toSquareYards(squareMetres).toFixed(3);
}

/** An area as the plot and building sections show it: square metres, and the square yards citizens think in. */
export function areaDisplay(squareMetres: number): string {
  return `${squareMetres.toFixed(2)} Sq.m (${formatSquareYards(squareMetres)} Sq.yd)`;
}

/** Spec 2 §2.2, §9: units and floors rows show when the actual plot area exceeds 200 (sq m). */
export const UNITS_AND_FLOORS_ABOVE_SQ_M = 200;

export function showsUnitsAndFloors(actualPlotArea: number): boolean {
  return actualPlotArea > UNITS_AND_FLOORS_ABOVE_SQ_M;
}

const TYPE_CODES: Record<TApplicationType, string> = {
  REGISTRATION: 'REG',
  'SELF CERTIFICATION': 'SC',
  'SINGLE WINDOW': 'SW',
  OCCUPANCY: 'OC',
};

/** Spec 2 §3.3: the short application type (REG, SW, SC for self certification, OC). */
export function applicationTypeCode(type: TApplicationType): string {
  return TYPE_CODES[type];
}

/** Spec 2 §3.7: a correction's decision reads In Process while unset, Rejected for no, else Approved. */
export function correctionStatusLabel(
  isApprove: boolean | number | null | undefined,
  language: TLanguage = 'en',
): string {
  const labels = language === 'te' ? DECISION_READINGS_TE : DECISION_READINGS;
  if (isApprove === null || isApprove === undefined) return labels.inProcess;
  return isApprove === false || isApprove === 0 ? labels.rejected : labels.approved;
}

const DECISION_READINGS = { inProcess: 'In Process', rejected: 'Rejected', approved: 'Approved' } as const;
const DECISION_READINGS_TE: Record<keyof typeof DECISION_READINGS, string> = {
  inProcess: 'ప్రక్రియలో ఉంది',
  rejected: 'తిరస్కరించబడింది',
  approved: 'ఆమోదించబడింది',
};

export const YES_NO_LABELS = { yes: 'Yes', no: 'No' } as const;
export const YES_NO_LABELS_TE: Record<keyof typeof YES_NO_LABELS, string> = { yes: 'అవును', no: 'కాదు' };

export function yesNo(value: boolean | null | undefined, language: TLanguage = 'en'): string {
  if (value === null || value === undefined) return MISSING_VALUE;
  const labels = language === 'te' ? YES_NO_LABELS_TE : YES_NO_LABELS;
  return value ? labels.yes : labels.no;
}
