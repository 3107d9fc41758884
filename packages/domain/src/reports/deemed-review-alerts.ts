import { z } from 'zod';
import { zDatabaseId } from '../shared/database-id';
import { ALERT_MESSAGES } from './alert-labels';

/** Long enough to say what was done about the file (who was posted, who was told), no longer. */
export const MAX_ALERT_REMARK_LENGTH = 1000;

/** resolveAlert: the alert and the remark saying what was done about it. */
export const ZResolveAlertSchema = z.object({
  id: zDatabaseId(ALERT_MESSAGES.unknownAlert),
  remark: z
    .string({ error: ALERT_MESSAGES.remarkRequired })
    .trim()
    .min(1, ALERT_MESSAGES.remarkRequired)
    .max(MAX_ALERT_REMARK_LENGTH, `Remarks are at most ${MAX_ALERT_REMARK_LENGTH} characters`),
});
export type TResolveAlert = z.infer<typeof ZResolveAlertSchema>;

/**
 * Who may resolve an alert (issue 51 §7): the officer its review went to, or the chasing cell, whose dashboard it
 * is. Other officers whose reports hold it read it only: resolving says the file's review is in hand, which only
 * they know. An alert whose review went to nobody is the chasing cell's alone.
 */
export function canResolveAlert(
  officer: { id: number; permissionLevel: string },
  alert: { reviewerId: number | null },
): boolean {
  return officer.permissionLevel === 'CIO_CHASING_CELL' || alert.reviewerId === officer.id;
}
