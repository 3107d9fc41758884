import { desc } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { smsDeadLetters } from './sms.table';

export async function recordSmsDeadLetter(
  db: TDb,
  letter: { recipient: string; attempts: number; lastError: string; failedAt: Date },
): Promise<void> {
  await db.insert(smsDeadLetters).values(letter);
}

/** The latest dead letters, newest first. */
export function findSmsDeadLetters(db: TDb, limit = 50) {
  return db.select().from(smsDeadLetters).orderBy(desc(smsDeadLetters.id)).limit(limit);
}
