import type { TFormAnswers } from './form-field';
import type { TStageKey } from '../workflow/process-definition';
import type { TProcessKind } from '../workflow/process-kind';
import { officerLevelLabel, stageNameLabel } from '../workflow/stage';
import type { TLanguage } from '../i18n/language';

/** The form each stage's first level answers; the reviewer (L2) reads it and recommends. */
export const FORM_TEMPLATE_KEYS = [
  'PRE SCRUTINY',
  'SITE VERIFICATION',
  'TITLE VERIFICATION',
  'TECHNICAL VERIFICATION',
  'OCCUPANCY SITE VERIFICATION',
  'COMPOUND WALL',
  'LINE DEPARTMENT (FIRE)',
  'LINE DEPARTMENT (IRRIGATION)',
  'LINE DEPARTMENT (REVENUE)',
] as const;
export type TFormTemplateKey = (typeof FORM_TEMPLATE_KEYS)[number];

/**
 * Which form a stage asks for. Decision: occupancy and compound-wall site visits have their own checklists;
 * single-window pre-scrutiny has its scrutiny checklist; line departments without a published checklist, fee
 * verification and the decision ask for a recommendation and remarks only (null).
 */
export function formTemplateKeyFor(
  kind: TProcessKind,
  stage: TStageKey,
  lineDepartment: string | null,
): TFormTemplateKey | null {
  switch (stage) {
    case 'SITE':
      if (kind === 'OCCUPANCY') return 'OCCUPANCY SITE VERIFICATION';
      if (kind === 'COMPOUND_WALL') return 'COMPOUND WALL';
      return 'SITE VERIFICATION';
    case 'TITLE':
      return 'TITLE VERIFICATION';
    case 'TECHNICAL':
      return 'TECHNICAL VERIFICATION';
    case 'LINE_DEPARTMENT': {
      const key = `LINE DEPARTMENT (${lineDepartment ?? ''})`;
      return (FORM_TEMPLATE_KEYS as readonly string[]).includes(key) ? (key as TFormTemplateKey) : null;
    }
    case 'PRE_SCRUTINY':
      return 'PRE SCRUTINY';
    case 'FEE_VERIFICATION':
    case 'DECISION':
      return null;
  }
}

/**
 * The site checklist's question "Is construction already started / existing structure on site?" under a stable
 * name: spec 3 §4 allows a revoke with refund only where construction has not begun.
 */
export const CONSTRUCTION_STARTED_DB_FIELD = 'construction_started';

/**
 * Refund on revocation: only when the site inspector found that construction has not begun — a vacant plot, or
 * only the old building the application replaces (the site checklist's choices).
 */
export const CONSTRUCTION_NOT_BEGUN = ['Vacant', 'Existing old building'] as const;

/** Spec 3 §4 "Revoke with Refund": the instant files, whose applicants paid their whole fee when they applied. */
const REFUNDABLE_KINDS: readonly TProcessKind[] = ['SELF_CERTIFICATION', 'REGISTRATION'];

/** Whether a revocation of this file may refund its fee: an instant file on which construction has not begun. */
export function isRefundEligible(kind: TProcessKind, siteAnswers: TFormAnswers | null | undefined): boolean {
  const answer = siteAnswers?.[CONSTRUCTION_STARTED_DB_FIELD]?.parent_answer;
  return REFUNDABLE_KINDS.includes(kind) && (CONSTRUCTION_NOT_BEGUN as readonly unknown[]).includes(answer);
}

/** Stages that ask no checklist still show a form tab; these are their names. */
const UNTEMPLATED_TITLES: Partial<Record<TStageKey, string>> = {
  FEE_VERIFICATION: 'Fee verification',
  DECISION: 'Decision',
};

/** A form's title: its checklist's, else the stage's readable name, with the officer level. */
export function formTitle(
  input: {
    stageKey: TStageKey;
    stageName: string;
    templateTitle: string | null;
    level: string;
  },
  language: TLanguage = 'en',
) {
  const title = `${input.templateTitle ?? UNTEMPLATED_TITLES[input.stageKey] ?? input.stageName} (${input.level})`;
  return formTitleIn(title, language);
}

/**
 * A form's title as the server sends it (formTitle's English: "Site verification (L1)") in the officer's language:
 * a checklist's title is its template key in sentence case, else an untemplated stage's title, else a stage name.
 */
export function formTitleIn(title: string, language: TLanguage): string {
  const parts = /^(.*) \(([^()]+)\)$/.exec(title);
  if (language === 'en' || !parts) return title;
  const [, name = '', level = ''] = parts;
  const untemplated = (Object.keys(UNTEMPLATED_TITLES) as TStageKey[]).find((key) => UNTEMPLATED_TITLES[key] === name);
  const teluguName =
    FORM_TEMPLATE_TITLES_TE[name.toUpperCase()] ??
    (untemplated ? UNTEMPLATED_TITLES_TE[untemplated] : undefined) ??
    stageNameLabel(name, language);
  return `${teluguName} (${officerLevelLabel(level, language)})`;
}

const UNTEMPLATED_TITLES_TE: Partial<Record<TStageKey, string>> = {
  FEE_VERIFICATION: 'రుసుము పరిశీలన',
  DECISION: 'నిర్ణయం',
};

/** The checklists' titles in Telugu, by the template key they are stored under. */
export const FORM_TEMPLATE_TITLES_TE: Readonly<Record<TFormTemplateKey | string, string>> = {
  'PRE SCRUTINY': 'ప్రాథమిక పరిశీలన',
  'SITE VERIFICATION': 'స్థల పరిశీలన',
  'TITLE VERIFICATION': 'హక్కు పత్రాల పరిశీలన',
  'TECHNICAL VERIFICATION': 'సాంకేతిక పరిశీలన',
  'OCCUPANCY SITE VERIFICATION': 'ఆక్యుపెన్సీ స్థల పరిశీలన',
  'COMPOUND WALL': 'ప్రహరీ గోడ',
  'LINE DEPARTMENT (FIRE)': 'లైన్ విభాగం (అగ్నిమాపక)',
  'LINE DEPARTMENT (IRRIGATION)': 'లైన్ విభాగం (నీటిపారుదల)',
  'LINE DEPARTMENT (REVENUE)': 'లైన్ విభాగం (రెవెన్యూ)',
};
