import { hasFeeAction } from '../inbox/inbox-notices';
import type { TPermissionLevel } from '../officer/permission-level';
import type { TStageKey, TStageOutcome } from '../workflow/process-definition';
import type { TProcessKind } from '../workflow/process-kind';
import type { TOfficerLevel } from '../workflow/stage';
import { FEE_MESSAGES } from './fee-adjustment';

/**
 * Processes whose fee an officer certifies. Decision: spec 3 §4 keeps the Fees tab from registrations and
 * occupancy approvals; compound walls follow the occupancy process and its compounding fee, so they are out too.
 */
export const FEE_CERTIFYING_KINDS: readonly TProcessKind[] = [
  'SELF_CERTIFICATION',
  'SINGLE_WINDOW',
  'LAYOUT',
  'FINAL_LAYOUT',
];

export type TTurn = { kind: TProcessKind; stageKey: TStageKey; level: TOfficerLevel };

/**
 * The turn at which the fee is certified: the technical stage's review level ("TECHNICAL VERIFICATION - FEE
 * ADJUSTMENT", FEE_ADJUSTMENTS in instant approvals).
 */
export function isFeeCertificationTurn(turn: TTurn): boolean {
  return FEE_CERTIFYING_KINDS.includes(turn.kind) && turn.stageKey === 'TECHNICAL' && turn.level === 'L2';
}

/**
 * Decision: in an instant approval the fee adjustment is all the technical review does, so submitting the fee
 * ("Recommend with fee changes" / "Recommend without Fee changes") is that turn's recommendation. In single
 * window the reviewer still chooses among shortfall, line departments and the rest, once the fee is in.
 */
export function isFeeSubmissionTheRecommendation(kind: TProcessKind): boolean {
  return kind === 'SELF_CERTIFICATION';
}

/** Outcomes that carry the file towards approval: they wait for the fee. */
const FEE_GATED_OUTCOMES: readonly TStageOutcome[] = ['RECOMMENDED', 'LINE_VERIFICATION'];

/**
 * Spec 3 §5 'Please submit fee': an officer with the fee action may not send the technical review's
 * recommendation before the fee is submitted. Null when nothing stops it.
 */
export function feeGateMessage(
  input: TTurn & { outcome: TStageOutcome; actions: readonly string[]; isFeeSubmitted: boolean },
): string | null {
  const isGated =
    hasFeeAction(input.actions) &&
    isFeeCertificationTurn(input) &&
    FEE_GATED_OUTCOMES.includes(input.outcome) &&
    !input.isFeeSubmitted;
  return isGated ? FEE_MESSAGES.submitFee : null;
}

/** Spec 2 §5: the Fee Adjustment Details are hidden from site and title verification. */
export function canViewFeeDetails(permissionLevel: TPermissionLevel | string): boolean {
  return permissionLevel !== 'SITE_VERIFICATION' && permissionLevel !== 'TITLE_VERIFICATION';
}
