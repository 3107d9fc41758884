import { hasFeeAction } from '../inbox/inbox-notices';
import type { TPermissionLevel } from '../officer/permission-level';
import type { TStageKey } from '../workflow/process-definition';
import type { TProcessKind } from '../workflow/process-kind';
import type { TOfficerLevel } from '../workflow/stage';

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

/**
 * Spec 3 §5 'Please submit fee': the officer with the fee action at the fee certification turn submits the fee
 * (and, decision, its fee conditions: "Submit Fee, and conditions") before the turn's recommendation. Decision:
 * the spec disables Submit outright, so every outcome of the Remarks & Recommendation panel waits; a shortfall
 * stays open through Raise Shortfall, which is not that panel.
 */
export function isFeeGatedTurn(input: TTurn & { actions: readonly string[] }): boolean {
  return hasFeeAction(input.actions) && isFeeCertificationTurn(input);
}

/** Spec 2 §5: the Fee Adjustment Details are hidden from site and title verification. */
export function canViewFeeDetails(permissionLevel: TPermissionLevel | string): boolean {
  return permissionLevel !== 'SITE_VERIFICATION' && permissionLevel !== 'TITLE_VERIFICATION';
}
