import { isCompoundWall, type TApprovalFor } from '../application/application-kind';
import type { TPermissionLevel } from '../officer/permission-level';
import type { TLanguage } from '../i18n/language';

/** The three detail screens (spec 2 §2.2–§2.4) and the kinds of application each is for. */
export const DETAIL_VIEW_KINDS = ['DEFAULT', 'OCCUPANCY', 'COMPOUND_WALL'] as const;
export type TDetailViewKind = (typeof DETAIL_VIEW_KINDS)[number];

export function detailViewKindOf(application: { applicationType: string; approvalFor: TApprovalFor }): TDetailViewKind {
  if (isCompoundWall(application.approvalFor)) return 'COMPOUND_WALL';
  if (application.applicationType === 'OCCUPANCY' || application.approvalFor === 'OCCUPANCY') return 'OCCUPANCY';
  return 'DEFAULT';
}

/** Spec 2 §2.1 review page: type occ shows the occupancy review, CW the compound wall's, anything else the default. */
export function detailViewKindOfRouteType(type: string | undefined): TDetailViewKind {
  if (type === 'occ') return 'OCCUPANCY';
  if (type === 'CW') return 'COMPOUND_WALL';
  return 'DEFAULT';
}

/** Spec 2 §2.1: each screen's route. */
export function detailRoute(kind: TDetailViewKind, applicationId: string | number): string {
  switch (kind) {
    case 'OCCUPANCY':
      return `/application-details/occ/${applicationId}`;
    case 'COMPOUND_WALL':
      return `/compoundWall-application-details/CW/${applicationId}`;
    case 'DEFAULT':
      return `/application-details/${applicationId}`;
  }
}

/** Spec 2 §2.1: the review page of an application, its type segment the one detailViewKindOfRouteType reads. */
export function reviewRoute(kind: TDetailViewKind, applicationId: string | number): string {
  switch (kind) {
    case 'OCCUPANCY':
      return `/review/occ/${applicationId}`;
    case 'COMPOUND_WALL':
      return `/review/CW/${applicationId}`;
    case 'DEFAULT':
      return `/review/${applicationId}`;
  }
}

/** Every section of the detail screens, in the order spec 2 §2.2 lists the building plan's. */
export const DETAIL_SECTIONS = [
  'APPLICATION',
  'PLOT',
  'APPROVED',
  'BUILDING',
  'LAYOUT',
  'SHORTFALL',
  'UPLOADED',
  'SHOWCAUSE',
  'SIGNED_QR',
  'CORRECTION',
  'DRAWINGS',
  'CHECKLIST',
  'SELF_DECLARATION',
  'ENGINEERS',
  'DEVIATION',
  'CERTIFICATES',
  'FEES',
] as const;
export type TDetailSection = (typeof DETAIL_SECTIONS)[number];

/** The titles officers see (spec 2 §2.2–§2.4), verbatim. */
export const DETAIL_SECTION_TITLES: Record<TDetailSection, string> = {
  APPLICATION: 'Application Details',
  PLOT: 'Plot Details',
  APPROVED: 'Approved Building Details',
  BUILDING: 'Building Details',
  LAYOUT: 'Layout Details',
  SHORTFALL: 'Shortfall Documents',
  UPLOADED: 'Uploaded Documents',
  SHOWCAUSE: 'Showcause Documents',
  SIGNED_QR: 'Signed-QR Documents',
  CORRECTION: 'Correction Status',
  DRAWINGS: 'Drawing Files',
  CHECKLIST: 'Application Checklist',
  SELF_DECLARATION: 'Self Declaration',
  ENGINEERS: 'Engineer Details',
  DEVIATION: 'Deviated Details',
  CERTIFICATES: 'Certificates',
  FEES: 'Fee Adjustment Details',
};

export const DETAIL_SECTION_TITLES_TE: Record<TDetailSection, string> = {
  APPLICATION: 'దరఖాస్తు వివరాలు',
  PLOT: 'ప్లాట్ వివరాలు',
  APPROVED: 'ఆమోదించిన భవన వివరాలు',
  BUILDING: 'భవన వివరాలు',
  LAYOUT: 'లేఅవుట్ వివరాలు',
  SHORTFALL: 'లోపం పత్రాలు',
  UPLOADED: 'అప్‌లోడ్ చేసిన పత్రాలు',
  SHOWCAUSE: 'షోకాజ్ పత్రాలు',
  SIGNED_QR: 'సంతకం చేసిన QR పత్రాలు',
  CORRECTION: 'సవరణ స్థితి',
  DRAWINGS: 'డ్రాయింగ్ ఫైళ్లు',
  CHECKLIST: 'దరఖాస్తు చెక్‌లిస్ట్',
  SELF_DECLARATION: 'స్వీయ ప్రకటన',
  ENGINEERS: 'ఇంజనీర్ వివరాలు',
  DEVIATION: 'వ్యత్యాస వివరాలు',
  CERTIFICATES: 'ధృవపత్రాలు',
  FEES: 'రుసుము సర్దుబాటు వివరాలు',
};

const APPROVED_LAYOUT_TITLE = { en: 'Approved Layout Details', te: 'ఆమోదించిన లేఅవుట్ వివరాలు' } as const;

/** A detail section's title in the officer's language. */
export function detailSectionTitle(section: TDetailSection, language: TLanguage = 'en'): string {
  return (language === 'te' ? DETAIL_SECTION_TITLES_TE : DETAIL_SECTION_TITLES)[section];
}

/** Spec 2 §6: the Fee Adjustment Details section is hidden from site and title verification. */
export function canSeeFeeAdjustmentDetails(permissionLevel: TPermissionLevel | string): boolean {
  return permissionLevel !== 'SITE_VERIFICATION' && permissionLevel !== 'TITLE_VERIFICATION';
}

export type TDetailSectionsInput = {
  kind: TDetailViewKind;
  approvalFor: TApprovalFor;
  /** What the parent application (additional floor, revision) was approved for; null without a parent. */
  parentApprovalFor: TApprovalFor | null;
  /** REG, SC, SW or OC (spec 2 §3.3). */
  applicationTypeCode: string;
  hasVicinityAnswers: boolean;
  permissionLevel: TPermissionLevel | string;
};

/** A section to show and its title (the approved-parent section names what the parent was). */
export type TShownSection = { key: TDetailSection; title: string };

const ORDER: Record<TDetailViewKind, readonly TDetailSection[]> = {
  // Spec 2 §2.2: the sixteen sections, in DETAIL_SECTIONS' order (the deviation is not one of them).
  DEFAULT: DETAIL_SECTIONS.filter((section) => section !== 'DEVIATION'),
  // Spec 2 §2.3.
  OCCUPANCY: ['APPLICATION', 'PLOT', 'UPLOADED', 'CHECKLIST', 'BUILDING', 'DEVIATION', 'CERTIFICATES', 'FEES'],
  // Spec 2 §2.4: no fee section is listed for compound walls.
  COMPOUND_WALL: ['APPLICATION', 'PLOT', 'UPLOADED', 'CHECKLIST', 'BUILDING', 'DEVIATION', 'CERTIFICATES'],
};

function isShown(section: TDetailSection, input: TDetailSectionsInput): boolean {
  switch (section) {
    case 'APPROVED':
      return input.parentApprovalFor !== null && input.approvalFor !== 'FINAL_LAYOUT';
    case 'BUILDING':
      return input.kind !== 'DEFAULT' || input.approvalFor === 'BUILDING';
    case 'LAYOUT':
      return input.approvalFor === 'LAYOUT' || input.approvalFor === 'FINAL_LAYOUT';
    case 'ENGINEERS':
      return input.applicationTypeCode === 'SW';
    case 'CHECKLIST':
      return input.kind !== 'COMPOUND_WALL' || input.hasVicinityAnswers;
    case 'FEES':
      return canSeeFeeAdjustmentDetails(input.permissionLevel);
    default:
      return true;
  }
}

/** The sections a detail screen shows, in order, under the spec's conditions. */
export function detailSections(input: TDetailSectionsInput, language: TLanguage = 'en'): TShownSection[] {
  return ORDER[input.kind]
    .filter((section) => isShown(section, input))
    .map((key) => ({
      key,
      title:
        key === 'APPROVED' && input.parentApprovalFor !== 'BUILDING'
          ? APPROVED_LAYOUT_TITLE[language]
          : detailSectionTitle(key, language),
    }));
}

/** Spec 2 §2.5: the side panel's sections, per variant. */
export const SIDE_PANEL_SECTIONS = [
  'APPLICATION',
  'PLOT',
  'BUILDING',
  'DOCUMENTS',
  'PLOT_DOCUMENTS',
  'CHECKLIST',
  'SHORTFALL',
  'SIGNED_QR',
  'SHOWCAUSE',
  'SELF_CERTIFICATION',
  'LAYOUT',
  'INSURANCE',
  'DEVIATION',
  'CERTIFICATES',
] as const;
export type TSidePanelSection = (typeof SIDE_PANEL_SECTIONS)[number];

export const SIDE_PANEL_TITLES: Record<TSidePanelSection, string> = {
  APPLICATION: 'Application Details',
  PLOT: 'Plot Details',
  BUILDING: 'Building Details',
  DOCUMENTS: 'Documents',
  PLOT_DOCUMENTS: 'Plot Documents',
  CHECKLIST: 'Application Checklist',
  SHORTFALL: 'ShortFall Documents',
  SIGNED_QR: 'Signed-Qr Documents',
  SHOWCAUSE: 'Showcause Document',
  SELF_CERTIFICATION: 'Self Certification',
  LAYOUT: 'Layout Details',
  INSURANCE: 'Insurance Policy',
  DEVIATION: 'Deviation Table',
  CERTIFICATES: 'Certificates',
};

export const SIDE_PANEL_TITLES_TE: Record<TSidePanelSection, string> = {
  APPLICATION: 'దరఖాస్తు వివరాలు',
  PLOT: 'ప్లాట్ వివరాలు',
  BUILDING: 'భవన వివరాలు',
  DOCUMENTS: 'పత్రాలు',
  PLOT_DOCUMENTS: 'ప్లాట్ పత్రాలు',
  CHECKLIST: 'దరఖాస్తు చెక్‌లిస్ట్',
  SHORTFALL: 'లోపం పత్రాలు',
  SIGNED_QR: 'సంతకం చేసిన QR పత్రాలు',
  SHOWCAUSE: 'షోకాజ్ పత్రం',
  SELF_CERTIFICATION: 'స్వీయ ధృవీకరణ',
  LAYOUT: 'లేఅవుట్ వివరాలు',
  INSURANCE: 'బీమా పాలసీ',
  DEVIATION: 'వ్యత్యాస పట్టిక',
  CERTIFICATES: 'ధృవపత్రాలు',
};

/** A side panel section's title in the officer's language. */
export function sidePanelTitle(section: TSidePanelSection, language: TLanguage = 'en'): string {
  return (language === 'te' ? SIDE_PANEL_TITLES_TE : SIDE_PANEL_TITLES)[section];
}

/** Spec 2 §2.5: the ones that fold; the rest stay open beside the verification form. */
export const COLLAPSIBLE_SIDE_PANEL_SECTIONS: readonly TSidePanelSection[] = ['BUILDING', 'DEVIATION', 'CERTIFICATES'];

/**
 * Spec 2 §2.5 gives the default panel's sections and says compound-wall and occupancy variants exist; their
 * content is not shown. Decision: the variants keep the sections their own detail screens have (occupancy with
 * its Plot Documents), with the Deviation Table in place of the building plan's shortfall, show-cause,
 * self-certification, layout and insurance sections, which those kinds do not have.
 */
export function sidePanelSections(input: { kind: TDetailViewKind; approvalFor: TApprovalFor }): TSidePanelSection[] {
  switch (input.kind) {
    case 'OCCUPANCY':
      return ['APPLICATION', 'PLOT', 'PLOT_DOCUMENTS', 'CHECKLIST', 'BUILDING', 'DEVIATION', 'CERTIFICATES'];
    case 'COMPOUND_WALL':
      return ['APPLICATION', 'PLOT', 'DOCUMENTS', 'CHECKLIST', 'BUILDING', 'DEVIATION', 'CERTIFICATES'];
    case 'DEFAULT': {
      const isLayout = input.approvalFor === 'LAYOUT' || input.approvalFor === 'FINAL_LAYOUT';
      const all: TSidePanelSection[] = [
        'APPLICATION',
        'PLOT',
        'BUILDING',
        'DOCUMENTS',
        'CHECKLIST',
        'SHORTFALL',
        'SIGNED_QR',
        'SHOWCAUSE',
        'SELF_CERTIFICATION',
        'LAYOUT',
        'INSURANCE',
        'CERTIFICATES',
      ];
      return all.filter((section) => (section === 'BUILDING' ? !isLayout : section === 'LAYOUT' ? isLayout : true));
    }
  }
}
