/** Application types as the server names them (spec 1 §1, spec 3 §1). */
export const APPLICATION_TYPES = ['SELF CERTIFICATION', 'REGISTRATION', 'SINGLE WINDOW', 'OCCUPANCY'] as const;
export type TApplicationType = (typeof APPLICATION_TYPES)[number];

/** What the permission is for. Compound walls are an approval target, not an application type. */
export const APPROVAL_FOR = ['BUILDING', 'LAYOUT', 'FINAL_LAYOUT', 'OCCUPANCY', 'COMPOUNDWALL'] as const;
export type TApprovalFor = (typeof APPROVAL_FOR)[number];

const TYPE_LABELS: Record<TApplicationType, string> = {
  'SELF CERTIFICATION': 'Instant Approval',
  REGISTRATION: 'Instant Registration',
  'SINGLE WINDOW': 'Single Window',
  OCCUPANCY: 'Occupancy',
};

/** The name officers know an application type by. */
export function applicationTypeLabel(type: TApplicationType): string {
  return TYPE_LABELS[type];
}

export function isApplicationType(value: string): value is TApplicationType {
  return (APPLICATION_TYPES as readonly string[]).includes(value);
}
