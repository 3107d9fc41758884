import { z } from 'zod';
import { ZAadhaarNumber, ZEmailAddress, ZMobileNumber } from '../platform/applicant-fields';
import { CORRECTION_MESSAGES } from './correction-messages';
import type { TLanguage } from '../i18n/language';

/**
 * The fields a citizen may ask to correct after approval: typing errors in the applicant's particulars and the
 * plot's (issue 9: name, Aadhaar, mobile, email, address, plot details). Names are the spec's snake_case field
 * names (spec 2 §3.2, §3.3), as the correction request's columnName carries them. Areas, widths and the building
 * are left out on purpose: they change fees and setbacks, which a correction must not do behind verification.
 */
export const CORRECTABLE_COLUMNS = [
  'applicant_name',
  'relationship_name',
  'aadhaar_number',
  'mobile',
  'email',
  'contact_address',
  'plot_address',
  'village',
  'mandal',
  'survey_number',
] as const;
export type TCorrectableColumn = (typeof CORRECTABLE_COLUMNS)[number];

const ZText = (max: number) => z.string().trim().min(1, 'Please write the proposed value').max(max);

/** Where each column lives (the applicant or the plot), what officers read, and what a valid new value is. */
export const CORRECTION_COLUMNS: Record<
  TCorrectableColumn,
  { label: string; record: 'applicant' | 'plot'; value: z.ZodType<string> }
> = {
  applicant_name: { label: 'Applicant Name', record: 'applicant', value: ZText(200) },
  relationship_name: { label: 'Relationship Name', record: 'applicant', value: ZText(200) },
  aadhaar_number: { label: 'Aadhaar Number', record: 'applicant', value: ZAadhaarNumber },
  mobile: { label: 'Mobile Number', record: 'applicant', value: ZMobileNumber },
  email: { label: 'Email', record: 'applicant', value: ZEmailAddress },
  contact_address: { label: 'Contact Address', record: 'applicant', value: ZText(500) },
  plot_address: { label: 'Plot Address', record: 'plot', value: ZText(500) },
  village: { label: 'Village', record: 'plot', value: ZText(200) },
  mandal: { label: 'Mandal', record: 'plot', value: ZText(200) },
  survey_number: { label: 'Survey Number', record: 'plot', value: ZText(50) },
};

export function isCorrectableColumn(column: string): column is TCorrectableColumn {
  return (CORRECTABLE_COLUMNS as readonly string[]).includes(column);
}

/** The Column Name officers read; a column filed before this list existed reads with its underscores as spaces. */
export function correctionColumnLabel(column: string, language: TLanguage = 'en'): string {
  if (!isCorrectableColumn(column)) return column.replaceAll('_', ' ');
  return language === 'te' ? CORRECTION_COLUMN_LABELS_TE[column] : CORRECTION_COLUMNS[column].label;
}

export const CORRECTION_COLUMN_LABELS_TE: Record<TCorrectableColumn, string> = {
  applicant_name: 'దరఖాస్తుదారు పేరు',
  relationship_name: 'సంబంధీకుని పేరు',
  aadhaar_number: 'ఆధార్ నంబర్',
  mobile: 'మొబైల్ నంబర్',
  email: 'ఈమెయిల్',
  contact_address: 'సంప్రదింపు చిరునామా',
  plot_address: 'ప్లాట్ చిరునామా',
  village: 'గ్రామం',
  mandal: 'మండలం',
  survey_number: 'సర్వే నంబర్',
};

/** The first problem with a proposed value for a column, or null when it may be applied. */
export function correctionValueProblem(column: string, value: string): string | null {
  if (!isCorrectableColumn(column)) return CORRECTION_MESSAGES.unknownColumn;
  const parsed = CORRECTION_COLUMNS[column].value.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Invalid value');
}
