import { showsDeviationTab } from '../deviation/deviation-editing';
import type { TApplicationType, TApprovalFor } from '../application/application-kind';
import type { TApplicationStatus } from '../application/application-status';
import type { TFormField } from '../forms/form-field';
import type { TPermissionLevel } from '../officer/permission-level';
import { PLANNING_OFFICER_LEVELS } from '../officer/permission-level';
import type { TStageKey } from '../workflow/process-definition';
import { processKindOf, type TProcessKind } from '../workflow/process-kind';
import type { TVerificationType } from './rejection-reasons';
import type { TLanguage } from '../i18n/language';

/**
 * The verification screens of spec 3 §2 "Verification paths". COMMON is the older screen of instant approvals,
 * registrations and occupancy files assigned on or before 3 September 2023 (/iairVerification); FEE_VERIFICATION
 * is /fee-verification-review, where a paid single-window fee is checked before the decision.
 */
export const VERIFICATION_SCREENS = [
  'SITE',
  'TITLE',
  'TECHNICAL',
  'SINGLE_WINDOW',
  'LINE_DEPARTMENT',
  'COMMON',
  'FEE_VERIFICATION',
] as const;
export type TVerificationScreen = (typeof VERIFICATION_SCREENS)[number];

/** The stages whose forms each screen shows. */
/**
 * Spec 3 §2: on /fee-verification-review the planning officer goes on with NEXT; elsewhere the officer confirms
 * the answers and proceeds.
 */
export function proceedLabel(screen: TVerificationScreen, language: TLanguage = 'en'): string {
  const labels = PROCEED_LABELS[language];
  return screen === 'FEE_VERIFICATION' ? labels.next : labels.confirm;
}

const PROCEED_LABELS: Record<TLanguage, { next: string; confirm: string }> = {
  en: { next: 'NEXT', confirm: 'Confirm and Proceed' },
  te: { next: 'తదుపరి', confirm: 'నిర్ధారించి ముందుకు సాగండి' },
};

export const SCREEN_STAGES: Record<TVerificationScreen, readonly TStageKey[]> = {
  SITE: ['SITE'],
  TITLE: ['TITLE'],
  TECHNICAL: ['TECHNICAL'],
  SINGLE_WINDOW: ['PRE_SCRUTINY', 'SITE', 'TITLE', 'TECHNICAL'],
  LINE_DEPARTMENT: ['LINE_DEPARTMENT'],
  COMMON: ['SITE', 'TITLE', 'TECHNICAL'],
  FEE_VERIFICATION: ['FEE_VERIFICATION'],
};

/**
 * Spec 3 §2: "Fields are grouped per page: 3 on the title page and on technical verification (one part gives 5 for
 * technical, so both readings exist), 6 on site verification, 5 in another form and on the common verification
 * screen." Decision: technical takes 3, as the title page does — its questions carry long follow-ups.
 */
export const FIELDS_PER_PAGE: Record<TVerificationScreen, number> = {
  SITE: 6,
  TITLE: 3,
  TECHNICAL: 3,
  SINGLE_WINDOW: 5,
  LINE_DEPARTMENT: 5,
  COMMON: 5,
  FEE_VERIFICATION: 5,
};

/** A form's questions in pages of the screen's size, in form order. */
export function pagesOf(fields: readonly TFormField[], perPage: number): TFormField[][] {
  const sorted = [...fields].sort((a, b) => a.order - b.order);
  const pages: TFormField[][] = [];
  for (let start = 0; start < sorted.length; start += perPage) pages.push(sorted.slice(start, start + perPage));
  return pages;
}

/**
 * Spec 3 §2: TPSO, CP and ACP officers move between Site / Title / Technical Verification with buttons.
 * Decision: the section head reviews site and title verifications as they do (a reviewer of every verification
 * in the process definition) but his Verify opens the technical screen, so he gets the same buttons — without
 * them his site and title reviews were dead ends (dead-ends.test.ts).
 */
export function showsVerificationNavigation(level: TPermissionLevel | string): boolean {
  return (PLANNING_OFFICER_LEVELS as readonly string[]).includes(level) || level === 'SECTION_HEAD';
}

/** The reason list an officer picks from (spec 3 §5), by the screen and the kind of file. */
export function verificationTypeOf(screen: TVerificationScreen | 'DECISION', kind: TProcessKind): TVerificationType {
  if (kind === 'OCCUPANCY' || kind === 'COMPOUND_WALL') return 'OCCUPANCY';
  switch (screen) {
    case 'SITE':
    case 'TITLE':
    case 'TECHNICAL':
      return screen;
    case 'SINGLE_WINDOW':
    case 'LINE_DEPARTMENT':
    case 'FEE_VERIFICATION':
      return 'SINGLE_WINDOW';
    case 'COMMON':
    case 'DECISION':
      return kind === 'SINGLE_WINDOW' || kind === 'LAYOUT' || kind === 'FINAL_LAYOUT' ? 'SINGLE_WINDOW' : 'GENERAL';
  }
}

/** Spec 3 §2: applications assigned after 2023-10-19 get a 'before show cause' tab per form with older answers. */
export const BEFORE_SHOW_CAUSE_TABS_FROM = new Date('2023-10-19T23:59:59+05:30');

export function showsBeforeShowCauseTab(assignedDate: Date | null, hasOldAnswers: boolean): boolean {
  return hasOldAnswers && assignedDate !== null && assignedDate > BEFORE_SHOW_CAUSE_TABS_FROM;
}

/** Spec 3 §4 "Tabs and completion": the tabs beside the question forms. */
export type TExtraTab = 'DEVIATION' | 'FEES' | 'FEE_CONDITIONS' | 'PROCEEDING_CONDITIONS';

export function extraVerificationTabs(input: {
  applicationType: TApplicationType;
  approvalFor: TApprovalFor;
  status: TApplicationStatus;
  isNewWorkflow: boolean;
  hasFeeAction: boolean;
  isGhmcOfficer: boolean;
}): TExtraTab[] {
  const kind = processKindOf(input.applicationType, input.approvalFor);
  const tabs: TExtraTab[] = [];
  if (showsDeviationTab(kind, input.isGhmcOfficer)) tabs.push('DEVIATION');
  // Fees only with the fee action, and not for registration, occupancy approvals or old-workflow files.
  if (input.hasFeeAction && kind !== 'REGISTRATION' && kind !== 'OCCUPANCY' && input.isNewWorkflow) tabs.push('FEES');
  if (input.isNewWorkflow) tabs.push(input.status === 'FEE_VERIFICATION' ? 'PROCEEDING_CONDITIONS' : 'FEE_CONDITIONS');
  return tabs;
}
