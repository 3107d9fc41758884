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
