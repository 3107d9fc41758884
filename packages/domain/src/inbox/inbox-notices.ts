import type { TOfficerType } from '../officer/server-role';

/** The officer's extra capability to certify fees (spec 3 §6: "The fee action needs the officer's actions to include 'fee'"). */
export const FEE_ACTION = 'fee';

export function hasFeeAction(actions: readonly string[]): boolean {
  return actions.includes(FEE_ACTION);
}

/**
 * Spec 1 §2.7 "a CLU fee reminder before continuing to verify", and §5 "CLU notice": land-use charges must be
 * added before the final fee submission. Decision: the reminder goes to the officers who submit fees (the fee
 * action), each time they open a file to verify it; others never add charges, so it would only be noise.
 */
export function needsCluReminder(actions: readonly string[]): boolean {
  return hasFeeAction(actions);
}

/** Spec 1 §2.5: the scrolling notice on construction and demolition waste is the metropolitan corporation's (GHMC). */
export function showsConstructionWasteNotice(officerType: TOfficerType): boolean {
  return officerType === 'GHMC';
}
