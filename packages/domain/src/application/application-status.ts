import type { TApplicationType } from './application-kind';

/** Application statuses, as the server sends them (spec 1 §4). */
export const APPLICATION_STATUSES = [
  'DRAFT',
  'IN_PROCESS',
  'SUBMITTED',
  'VERIFICATION_UNDER_PROGRESS',
  'FEE_ADJUSTMENTS',
  'PROCEEDINGS_IN_PROGRESS',
  'ACCEPTED',
  'REVOKED',
  'REJECTED',
  'DEEMED',
  'FEE_ADJUSTMENTS_SUBMITTED',
  'FEE_VERIFICATION',
  'CLOSED',
  'SHORTFALL',
  'SHORTFALL_SUBMITTED',
  'FINAL_DEEMED',
  'SHOW_CAUSE_RAISED',
  // The spec's spelling: it is what the citizen platform sends.
  'PAYMENT_INTIATED',
  'LINE_DEPARTMENT_HOLD',
  'EXPIRED',
  'MORTGAGE_SHORTFALL',
  'DRAWING_SHORTFALL',
  'DRAWING_SHORTFALL_SUBMITTED',
  'DRAWING_VERIFIED',
] as const;

export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number];

const SPECIAL_LABELS: Partial<Record<TApplicationStatus, string>> = {
  PROCEEDINGS_IN_PROGRESS: 'FINAL PROCESSING',
  DEEMED: 'DEEMED APPROVED',
};

/** Types whose rejection the officers know as a revocation (spec 1 §4). */
const REVOKED_ON_REJECTION: readonly TApplicationType[] = ['SELF CERTIFICATION', 'REGISTRATION'];

/**
 * The label an officer sees for a status: underscores become spaces, with the spec's renames
 * (FINAL PROCESSING, DEEMED APPROVED, and REVOKED for rejected instant approvals and registrations).
 */
export function statusLabel(status: TApplicationStatus, applicationType?: TApplicationType): string {
  if (status === 'REJECTED' && applicationType && REVOKED_ON_REJECTION.includes(applicationType)) {
    return 'REVOKED';
  }
  return SPECIAL_LABELS[status] ?? status.replaceAll('_', ' ');
}

export function isApplicationStatus(value: string): value is TApplicationStatus {
  return (APPLICATION_STATUSES as readonly string[]).includes(value);
}
