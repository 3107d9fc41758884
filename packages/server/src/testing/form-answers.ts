import { documentAnswer } from '@anumati/domain';
import { randomUUID } from 'node:crypto';
import type { TDb } from '../db/database';
import { insertMedia } from '../modules/storage/media.repository';
import { allFormsAnswered } from '../seed/demo-answers';

/**
 * Complete answers to every form for one application, JSON-encoded as the console sends them. File questions
 * are answered with a document stored for that application: the server refuses any other file answer.
 */
export async function allFormsAnsweredFor(db: TDb, applicationId: number): Promise<string> {
  const document = await insertMedia(db, {
    applicationId,
    category: 'site_inspection',
    name: 'Site inspection.pdf',
    s3FilePath: `test/${applicationId}/${randomUUID()}.pdf`,
    contentType: 'application/pdf',
    source: 'OFFICER',
    createdAt: new Date(),
  });
  return allFormsAnswered(documentAnswer(document.id));
}
