import type { TDb } from '../../db/database';
import { auditEvents } from './audit.table';

export type TAuditEvent = typeof auditEvents.$inferInsert;

/** Appends one event; call it inside the transaction of the change it records. */
export async function appendAuditEvent(db: TDb, event: TAuditEvent): Promise<void> {
  await db.insert(auditEvents).values(event);
}
