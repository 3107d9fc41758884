import { documentAnswer } from '@anumati/domain';
import { randomUUID } from 'node:crypto';
import type { TDb } from '../db/database';
import { insertFieldPhoto } from '../modules/field-inspection/field-inspection.repository';
import { FORM_TEMPLATES } from '../modules/forms/form-templates';
import { findFormInstances } from '../modules/forms/forms.repository';
import { insertMedia } from '../modules/storage/media.repository';
import { allFormsAnswered } from '../seed/demo-answers';

/** The questions a photo answers (issue 53 §4), in every template: each is answered by a recorded field photo. */
const PHOTO_QUESTIONS = [...FORM_TEMPLATES.values()].flatMap((template) =>
  template.fields.filter((field) => field.fieldType === 'PHOTO').map((field) => field.dbField),
);

const photoName = (questionId: string) => `site-photo-${questionId}.jpg`;

/**
 * A photo for each photo question, as the inspector's phone records it on site, by the officers whose turn the
 * file is at now: the server refuses a submit whose photo question has no photo recorded by the turn's officer.
 */
async function recordFormPhotos(db: TDb, applicationId: number): Promise<void> {
  const open = (await findFormInstances(db, applicationId)).filter((row) => row.stageOfficer.action === 'IN_PROCESS');
  for (const { stageOfficer } of open) {
    for (const questionId of PHOTO_QUESTIONS) {
      const now = new Date();
      await insertFieldPhoto(db, {
        applicationId,
        officerId: stageOfficer.officerId,
        questionId,
        s3FilePath: `test/${applicationId}/${randomUUID()}.jpg`,
        fileName: photoName(questionId),
        latitude: null,
        longitude: null,
        accuracyMetres: null,
        capturedAt: now,
        receivedAt: now,
        distanceMetres: null,
        flag: 'NO_POSITION',
      });
    }
  }
}

/**
 * Complete answers to every form for one application, JSON-encoded as the console sends them. File questions
 * are answered with a document stored for that application: the server refuses any other file answer. Photo
 * questions are answered by photos recorded for the open turns' officers (recordFormPhotos).
 */
export async function allFormsAnsweredFor(
  db: TDb,
  applicationId: number,
  options: { withPhotos: boolean } = { withPhotos: true },
): Promise<string> {
  const document = await insertMedia(db, {
    applicationId,
    category: 'site_inspection',
    name: 'Site inspection.pdf',
    s3FilePath: `test/${applicationId}/${randomUUID()}.pdf`,
    contentType: 'application/pdf',
    source: 'OFFICER',
    createdAt: new Date(),
  });
  if (options.withPhotos) await recordFormPhotos(db, applicationId);
  // The form keeps each photo's file name as its answer, as the console does once the photo is taken.
  const photoAnswers = PHOTO_QUESTIONS.map((questionId) => [questionId, { parent_answer: photoName(questionId) }]);
  return JSON.stringify({
    ...(JSON.parse(allFormsAnswered(documentAnswer(document.id))) as object),
    ...Object.fromEntries(photoAnswers),
  });
}
