import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { media, type TMediaSource } from './media.table';

export type TMediaRow = typeof media.$inferSelect;

export async function insertMedia(db: TDb, row: typeof media.$inferInsert): Promise<TMediaRow> {
  const [inserted] = await db.insert(media).values(row).returning();
  if (!inserted) throw new Error('media insert returned no row');
  return inserted;
}

export async function findMediaById(db: TDb, id: number): Promise<TMediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row;
}

export async function findMediaByKey(db: TDb, s3FilePath: string): Promise<TMediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.s3FilePath, s3FilePath));
  return row;
}

/** One application's documents from the given sources, oldest first: one query whatever their number. */
export async function findApplicationMedia(
  db: TDb,
  applicationId: number,
  sources: readonly TMediaSource[],
): Promise<TMediaRow[]> {
  return db
    .select()
    .from(media)
    .where(and(eq(media.applicationId, applicationId), inArray(media.source, [...sources])))
    .orderBy(asc(media.createdAt), asc(media.id));
}
