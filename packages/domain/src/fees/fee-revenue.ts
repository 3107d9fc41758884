import type { TApplicationStatus } from '../application/application-status';
import { feePaidOf } from '../orders/decision-order';
import { PROCESS_DEFINITIONS } from '../workflow/process-definition';
import type { TProcessKind } from '../workflow/process-kind';
import { feeSummary, type TFeeBreakupLine } from './fee-adjustment';
import { roundFee } from './fee-rounding';

/** One file's fee as the Revenue Dashboard counts it, in rupees. */
export type TFeeRevenue = { intimated: number; paid: number; pending: number; adjusted: number };

export type TFeeRevenueFile = {
  processKind: TProcessKind;
  status: TApplicationStatus;
  /** The system fee computed on arrival. */
  calculated: readonly TFeeBreakupLine[];
  /** The officer's certified breakup; null until certified. */
  certified: readonly TFeeBreakupLine[] | null;
  isFeePaid: boolean;
};

/**
 * The Revenue Dashboard's figures of one file (spec 1 §2.7 names the dashboard, not its figures; decisions):
 * - intimated: what the applicant has been told to pay. Kinds that pay with the application were told the system
 *   fee, and the certified fee once an officer certified it (a raise is intimated with the certification). A
 *   single-window applicant was told the initial fees, then the whole fee by the fee intimation (the file waits
 *   in PAYMENT_INTIATED, or has paid since).
 * - paid: what the order would state as paid (feePaidOf), so the dashboard and the orders never disagree.
 * - pending: intimated less paid.
 * - adjusted: the officers' change to the system fee (certified less calculated; 0 until certified), which may be
 *   below 0 where an adjusted fee was lowered.
 */
export function feeRevenueOf(file: TFeeRevenueFile): TFeeRevenue {
  const system = feeSummary(file.calculated, []);
  const total = file.certified ? feeSummary(file.certified, []).adjustedTotal : system.existingTotal;
  const isIntimatedInFull =
    !PROCESS_DEFINITIONS[file.processKind].collectsFeeBeforeDecision ||
    file.isFeePaid ||
    file.status === 'PAYMENT_INTIATED';
  const intimated = isIntimatedInFull ? total : system.initialPaid;
  const paid = feePaidOf(file);
  return {
    intimated,
    paid,
    pending: roundFee(Math.max(0, intimated - paid)),
    adjusted: roundFee(total - system.existingTotal),
  };
}

/** Figures added up (a row of the dashboard, or its totals), rounded as fees are. */
export function sumFeeRevenue(figures: readonly TFeeRevenue[]): TFeeRevenue {
  const sum = (key: keyof TFeeRevenue) => roundFee(figures.reduce((total, figure) => total + figure[key], 0));
  return { intimated: sum('intimated'), paid: sum('paid'), pending: sum('pending'), adjusted: sum('adjusted') };
}
