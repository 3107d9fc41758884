import type { TPermissionLevel } from '../officer/permission-level';
import type { TStageKey } from '../workflow/process-definition';
import type { TOfficerLevel } from '../workflow/stage';

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
export function finalRemarkLabel(viewer: TPermissionLevel | string): string {
  if (viewer === 'DEPUTY_COMMISSIONER') return 'Deputy Commissioner';
  if (viewer === 'FINAL APPROVING OFFICER' || viewer === 'PANCHAYAT SECRETARY') return 'Final Approving Officer';
  if (viewer === 'COMMISSIONER') return 'Municipal Commissioner';
  return 'Final Remarks';
}
