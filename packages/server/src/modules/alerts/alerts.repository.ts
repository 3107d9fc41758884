import { and, asc, inArray, isNull, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { alerts, type TAlertKind } from './alerts.table';

export type TNewAlert = {
  raisedAt: Date;
  kind: TAlertKind;
  applicationId: number | null;
  ulbId: number | null;
  message: string;
  details?: Record<string, unknown>;
};

/** Raises an alert; call it inside the transaction of the change it is about, so it exists exactly when that does. */
export async function raiseAlert(db: TDb, alert: TNewAlert): Promise<void> {
  await db.insert(alerts).values({ ...alert, details: alert.details ?? {} });
}

/** The open alerts, oldest first; `ulbIds` null for the whole state (the chasing cell). */
export function findOpenAlerts(db: TDb, criteria: { ulbIds: readonly number[] | null }) {
  const conditions: (SQL | undefined)[] = [isNull(alerts.resolvedAt)];
  if (criteria.ulbIds) conditions.push(inArray(alerts.ulbId, [...criteria.ulbIds]));
  return db
    .select()
    .from(alerts)
    .where(and(...conditions))
    .orderBy(asc(alerts.raisedAt), asc(alerts.id));
}
