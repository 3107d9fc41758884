import type { TApplicationStatus } from '../application/application-status';

/**
 * Statuses after which nothing about the file changes any more: the decision is taken (DEEMED is not among them:
 * the commissioner's deemed review still runs on it).
 */
export const DECIDED_STATUSES = [
  'ACCEPTED',
  'REJECTED',
  'REVOKED',
  'FINAL_DEEMED',
  'CLOSED',
  'EXPIRED',
] as const satisfies readonly TApplicationStatus[];

export function isDecidedStatus(status: TApplicationStatus | string): boolean {
  return (DECIDED_STATUSES as readonly string[]).includes(status);
}

/** Why a write on a file is refused. These are ours: the spec has none. */
export const APPLICATION_WRITE_MESSAGES = {
  decided: 'This application has been decided: it can no longer be changed',
  notWithYou: 'This application is not waiting for you',
} as const;

export const APPLICATION_WRITE_MESSAGES_TE: Record<keyof typeof APPLICATION_WRITE_MESSAGES, string> = {
  decided: 'ఈ దరఖాస్తుపై నిర్ణయం తీసుకోబడింది: దీన్ని ఇక మార్చలేరు',
  notWithYou: 'ఈ దరఖాస్తు మీ కోసం వేచి లేదు',
};

/**
 * What an officer may change on a file they may see only while it is with them (issue 15 §1; docs/SECURITY.md
 * "Authorization"). The services check which turn on top (conditions: the fee or decision turn). The fee and the
 * deviation table are checked by their services against the one turn that may change them (its own messages).
 */
export const APPLICATION_WRITES = ['PLOT_COORDINATES', 'DOCUMENT', 'CONDITIONS', 'FIELD_RECORD'] as const;
export type TApplicationWrite = (typeof APPLICATION_WRITES)[number];

export type TWriteStanding = {
  status: TApplicationStatus | string;
  /** A workflow turn of the officer on the file is IN_PROCESS. */
  hasOpenTurn: boolean;
  /** A correction request of the file waits for the officer's verification. */
  hasOpenCorrectionTurn: boolean;
};

/**
 * The refusal of a write on a file the officer may see, or null when it is allowed. The officer's role is checked
 * before (it does not depend on the file), the jurisdiction before that (a file of another one is "not found").
 *
 * - Plot coordinates, conditions and field records (issue 53: a site photo, "I am at the site"): only on the
 *   officer's open workflow turn, never on a decided file.
 * - A document: on the officer's open workflow turn, or on a correction request waiting for them — the one
 *   process that still runs on a decided file, whose verification note may carry a document; otherwise never on a
 *   decided file.
 */
export function applicationWriteRefusal(write: TApplicationWrite, standing: TWriteStanding): string | null {
  const isCorrectionTurnEnough = write === 'DOCUMENT' && standing.hasOpenCorrectionTurn;
  if (isDecidedStatus(standing.status) && !isCorrectionTurnEnough) return APPLICATION_WRITE_MESSAGES.decided;
  if (!standing.hasOpenTurn && !isCorrectionTurnEnough) return APPLICATION_WRITE_MESSAGES.notWithYou;
  return null;
}
