import type { TLanguage } from '../i18n/language';

/** Application types as the server names them (spec 1 §1, spec 3 §1). */
export const APPLICATION_TYPES = ['SELF CERTIFICATION', 'REGISTRATION', 'SINGLE WINDOW', 'OCCUPANCY'] as const;
export type TApplicationType = (typeof APPLICATION_TYPES)[number];

/** Spec 1 §3 sends some of an application's flags (additional, revision) as YES or NO. */
export const YES_NO_FLAGS = ['YES', 'NO'] as const;
export type TYesNoFlag = (typeof YES_NO_FLAGS)[number];

/** What the permission is for. Compound walls are an approval target, not an application type. */
export const APPROVAL_FOR = ['BUILDING', 'LAYOUT', 'FINAL_LAYOUT', 'OCCUPANCY', 'COMPOUNDWALL'] as const;
export type TApprovalFor = (typeof APPROVAL_FOR)[number];

const TYPE_LABELS: Record<TApplicationType, string> = {
  'SELF CERTIFICATION': 'Instant Approval',
  REGISTRATION: 'Instant Registration',
  'SINGLE WINDOW': 'Single Window',
  OCCUPANCY: 'Occupancy',
};

const TYPE_LABELS_TE: Record<TApplicationType, string> = {
  'SELF CERTIFICATION': 'తక్షణ ఆమోదం',
  REGISTRATION: 'తక్షణ నమోదు',
  'SINGLE WINDOW': 'సింగిల్ విండో',
  OCCUPANCY: 'ఆక్యుపెన్సీ',
};

/** The name officers know an application type by. */
export function applicationTypeLabel(type: TApplicationType, language: TLanguage = 'en'): string {
  return (language === 'te' ? TYPE_LABELS_TE : TYPE_LABELS)[type];
}

const APPROVAL_FOR_LABELS: Record<TApprovalFor, string> = {
  BUILDING: 'BUILDING',
  LAYOUT: 'LAYOUT',
  FINAL_LAYOUT: 'FINAL LAYOUT',
  OCCUPANCY: 'OCCUPANCY',
  COMPOUNDWALL: 'COMPOUNDWALL',
};

const APPROVAL_FOR_LABELS_TE: Record<TApprovalFor, string> = {
  BUILDING: 'భవనం',
  LAYOUT: 'లేఅవుట్',
  FINAL_LAYOUT: 'తుది లేఅవుట్',
  OCCUPANCY: 'ఆక్యుపెన్సీ',
  COMPOUNDWALL: 'ప్రహరీ గోడ',
};

/** What the permission is for, as the Approval For row reads it (underscores as spaces in English). */
export function approvalForLabel(approvalFor: string, language: TLanguage = 'en'): string {
  const labels = language === 'te' ? APPROVAL_FOR_LABELS_TE : APPROVAL_FOR_LABELS;
  return (APPROVAL_FOR as readonly string[]).includes(approvalFor)
    ? labels[approvalFor as TApprovalFor]
    : approvalFor.replaceAll('_', ' ');
}

/** The tag officers know compound-wall files by (the CW of their routes, spec 1 §2); the same in both languages. */
export const COMPOUND_WALL_TAG = 'CW';

/**
 * Compound walls are applied for as instant approvals: without their tag the inbox and the exports listed them as
 * plain "Instant Approval" files (issue 18).
 */
export function isCompoundWall(approvalFor: string | null | undefined): boolean {
  return approvalFor === 'COMPOUNDWALL';
}

/** An application type as a list or an export names it: the type, and the CW tag for a compound wall. */
export function applicationKindLabel(
  type: TApplicationType,
  approvalFor: string | null | undefined,
  language: TLanguage = 'en',
): string {
  const label = applicationTypeLabel(type, language);
  return isCompoundWall(approvalFor) ? `${label} (${COMPOUND_WALL_TAG})` : label;
}

export function isApplicationType(value: string): value is TApplicationType {
  return (APPLICATION_TYPES as readonly string[]).includes(value);
}
