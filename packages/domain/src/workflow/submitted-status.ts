import type { TStageOutcome } from './process-definition';

/**
 * Spec 3 §4 "Status sent on submit": the console sends SHOWCAUSE as SHOW_CAUSE and NOT_RECOMMENDED_WITH_REFUND
 * as NOT_RECOMMENDED; the decision screen sends application statuses. Decision: the server accepts both
 * spellings and reads them as the stage outcome they mean; the refund wish travels apart
 * (eligibilityForRefund).
 */
const ALIASES: Record<string, TStageOutcome> = {
  SHOWCAUSE: 'SHOW_CAUSE',
  SHOW_CAUSE_RAISED: 'SHOW_CAUSE',
  NOT_RECOMMENDED_WITH_REFUND: 'NOT_RECOMMENDED',
  REVOKED: 'REJECTED',
};

export function outcomeOfSubmittedStatus(status: string): string {
  return ALIASES[status] ?? status;
}

/** Spec 3 §5: plain when only letters, digits, spaces and . , ' " — otherwise the console JSON-encodes it. */
const PLAIN_REMARK = /^[A-Za-z0-9 .,'"]*$/;

export function encodeFinalRemark(remark: string): string {
  return PLAIN_REMARK.test(remark) ? remark : JSON.stringify(remark);
}

/** The remark as the officer wrote it, whichever way it was sent. */
export function decodeFinalRemark(sent: string): string {
  if (PLAIN_REMARK.test(sent)) return sent;
  try {
    const decoded: unknown = JSON.parse(sent);
    return typeof decoded === 'string' ? decoded : sent;
  } catch {
    return sent;
  }
}

/** Spec 3 §5: the outcomes whose remark opens with the officer's list of reasons. */
const REASONED_OUTCOMES: readonly string[] = ['NOT_RECOMMENDED', 'SHOW_CAUSE', 'REJECTED'];

/** How a remark's list of reasons begins (composeFinalRemark writes it). */
export const REASONS_PREFIX = 'Reasons: ';

/** Whether a submitted status (either spelling) takes a list of reasons. */
export function needsReasons(status: string | null): boolean {
  return status !== null && REASONED_OUTCOMES.includes(outcomeOfSubmittedStatus(status));
}

/**
 * A list of reasons sent with a status that takes none: reasons picked under Rejection and left behind when the
 * officer switched to Approval. The server refuses it, so a permit never carries a rejection's reasons.
 */
export function hasReasonsOutOfPlace(status: string, finalRemark: string | null | undefined): boolean {
  return !needsReasons(status) && decodeFinalRemark(finalRemark ?? '').startsWith(REASONS_PREFIX);
}
