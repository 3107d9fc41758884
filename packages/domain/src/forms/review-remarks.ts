import type { TPermissionLevel } from '../officer/permission-level';
import type { TStageKey } from '../workflow/process-definition';
import type { TOfficerLevel } from '../workflow/stage';
import type { TLanguage } from '../i18n/language';

/** Spec 2 §9: review remarks come 30 a page (15 on one screen). */
export const REVIEW_REMARKS_PAGE_SIZE = 30;

const SEES_EVERY_CARD: readonly string[] = ['COMMISSIONER', 'ZONAL_COMMISSIONER', 'DEPUTY_COMMISSIONER'];

/**
 * Spec 2 §2.8: commissioner, zonal and deputy commissioners see every officer's card; technical verification
 * users see the first officer of a technical verification stage; everyone else sees the level-2 cards.
 */
export function isReviewCardVisible(
  viewer: TPermissionLevel | string,
  card: { stage: TStageKey; officerLevel: TOfficerLevel },
): boolean {
  if (SEES_EVERY_CARD.includes(viewer)) return true;
  if (viewer === 'TECHNICAL_VERIFICATION' && card.stage === 'TECHNICAL') return card.officerLevel === 'L1';
  return card.officerLevel === 'L2';
}

/** Spec 2 §2.8: the final remark's heading by the viewer's role. */
export function finalRemarkLabel(viewer: TPermissionLevel | string, language: TLanguage = 'en'): string {
  const labels = language === 'te' ? FINAL_REMARK_LABELS_TE : FINAL_REMARK_LABELS;
  if (viewer === 'DEPUTY_COMMISSIONER') return labels.deputyCommissioner;
  if (viewer === 'FINAL APPROVING OFFICER' || viewer === 'PANCHAYAT SECRETARY') return labels.finalApprovingOfficer;
  if (viewer === 'COMMISSIONER') return labels.commissioner;
  return labels.finalRemarks;
}

/** A final remark's heading as the server sends it (finalRemarkLabel's English) in the officer's language. */
export function finalRemarkLabelIn(label: string, language: TLanguage): string {
  const key = (Object.keys(FINAL_REMARK_LABELS) as (keyof typeof FINAL_REMARK_LABELS)[]).find(
    (name) => FINAL_REMARK_LABELS[name] === label,
  );
  return language === 'te' && key ? FINAL_REMARK_LABELS_TE[key] : label;
}

export const FINAL_REMARK_LABELS = {
  deputyCommissioner: 'Deputy Commissioner',
  finalApprovingOfficer: 'Final Approving Officer',
  commissioner: 'Municipal Commissioner',
  finalRemarks: 'Final Remarks',
} as const;

export const FINAL_REMARK_LABELS_TE: Record<keyof typeof FINAL_REMARK_LABELS, string> = {
  deputyCommissioner: 'డిప్యూటీ కమిషనర్',
  finalApprovingOfficer: 'తుది ఆమోద అధికారి',
  commissioner: 'మున్సిపల్ కమిషనర్',
  finalRemarks: 'తుది వ్యాఖ్యలు',
};
