import {
  checkFieldPosition,
  FIELD_INSPECTION_MESSAGES,
  fieldPlotPolygon,
  sanitizeUploadName,
  type TDevicePosition,
  type TLatLng,
  type TRecordFieldPhoto,
  type TRecordSiteVisit,
} from '@anumati/domain';
import type { TDatabase, TDb } from '../../db/database';
import { AppError, badInput } from '../../graphql/app-error';
import type { TClock } from '../../platform/clock';
import { requireApplicationAccess, requireApplicationWrite } from '../access';
import { appendAuditEvent } from '../audit';
import type { TSignedInOfficer } from '../officer';
import type { TMediaService, TStorage } from '../storage';
import {
  findFieldPhoto,
  findFieldPhotoByKey,
  findFieldPhotos,
  findPlotPolygons,
  findSiteVisit,
  findSiteVisits,
  insertFieldPhoto,
  insertSiteVisit,
  isStorageKeyRecorded,
  type TFieldPhotoRow,
  type TSiteVisitRow,
} from './field-inspection.repository';

/** A question's title as the verification form shows it: its English, and its Telugu beside it (issue 55). */
type TQuestionTitle = { title: string; titleTe: string | null };

/**
 * The questions of a file's forms by database field, with their titles: the forms module's (app.ts gives it;
 * forms builds on this module, which so may not import it).
 */
type TFileQuestionTitles = (applicationId: number) => Promise<ReadonlyMap<string, TQuestionTitle>>;

const positionOf = (position: TDevicePosition): TLatLng | null =>
  position.latitude != null && position.longitude != null ? [position.latitude, position.longitude] : null;

const iso = (date: Date) => date.toISOString();

type TRecordedBy = { officerId: number; roleName: string };

/** The device's position measured from the file's plot (the officer's area when drawn, else the citizen's). */
async function positionCheck(
  tx: TDb,
  input: { applicationId: number; position: TDevicePosition; maxDistanceMetres: number },
) {
  const plot = await findPlotPolygons(tx, input.applicationId);
  const polygon = plot ? fieldPlotPolygon(plot) : [];
  return checkFieldPosition({
    position: positionOf(input.position),
    polygon,
    maxDistanceMetres: input.maxDistanceMetres,
  });
}

const auditBase = (by: TRecordedBy, applicationId: number, occurredAt: Date) => ({
  occurredAt,
  actorKind: 'OFFICER' as const,
  actorOfficerId: by.officerId,
  actorRole: by.roleName,
  applicationId,
});

/**
 * A stored photo recorded on a file at `receivedAt`: its distance and flag, the row and the audit event, in the
 * caller's transaction. Who may record it, and the upload's content, the caller has checked (the service, or the
 * demo's seed, whose inspectors took their photos before the snapshot's day). Undefined when the key is recorded.
 */
export async function recordCheckedFieldPhoto(
  tx: TDb,
  input: Omit<TRecordFieldPhoto, 'questionId'> & {
    questionId: string | null;
    by: TRecordedBy;
    receivedAt: Date;
    maxDistanceMetres: number;
  },
): Promise<number | undefined> {
  const { applicationId, position, receivedAt, maxDistanceMetres } = input;
  const check = await positionCheck(tx, { applicationId, position, maxDistanceMetres });
  const inserted = await insertFieldPhoto(tx, {
    applicationId,
    officerId: input.by.officerId,
    questionId: input.questionId,
    s3FilePath: input.key,
    fileName: input.fileName,
    latitude: position.latitude ?? null,
    longitude: position.longitude ?? null,
    accuracyMetres: position.accuracyMetres ?? null,
    capturedAt: new Date(position.capturedAt),
    receivedAt,
    distanceMetres: check.distanceMetres,
    flag: check.flag,
  });
  if (inserted === undefined) return undefined;
  await appendAuditEvent(tx, {
    ...auditBase(input.by, applicationId, receivedAt),
    action: 'FIELD_PHOTO_RECORDED',
    details: {
      fieldPhotoId: inserted,
      s3FilePath: input.key,
      fileName: input.fileName,
      questionId: input.questionId,
      devicePosition: position,
      distanceMetres: check.distanceMetres,
      flag: check.flag,
      maxDistanceMetres,
    },
  });
  return inserted;
}

/** "I am at the site" recorded on a file at `receivedAt`, with its audit event; who may, the caller has checked. */
export async function recordCheckedSiteVisit(
  tx: TDb,
  input: {
    applicationId: number;
    position: TDevicePosition & { latitude: number; longitude: number };
    by: TRecordedBy;
    receivedAt: Date;
    maxDistanceMetres: number;
  },
): Promise<number> {
  const { applicationId, position, receivedAt, maxDistanceMetres } = input;
  const check = await positionCheck(tx, { applicationId, position, maxDistanceMetres });
  const inserted = await insertSiteVisit(tx, {
    applicationId,
    officerId: input.by.officerId,
    latitude: position.latitude,
    longitude: position.longitude,
    accuracyMetres: position.accuracyMetres ?? null,
    capturedAt: new Date(position.capturedAt),
    receivedAt,
    distanceMetres: check.distanceMetres,
    flag: check.flag,
  });
  await appendAuditEvent(tx, {
    ...auditBase(input.by, applicationId, receivedAt),
    action: 'SITE_VISIT_RECORDED',
    details: {
      siteVisitId: inserted,
      devicePosition: position,
      distanceMetres: check.distanceMetres,
      flag: check.flag,
      maxDistanceMetres,
    },
  });
  return inserted;
}

/**
 * Issue 53 §4–5 (docs/ARCHITECTURE.md "Field inspection writes what the device claims"): the device's position,
 * accuracy and capture time are stored as it sent them; the instant is the server's; the distance from the plot and
 * the flag are computed here, when the record arrives.
 */
export function createFieldInspectionService(deps: {
  db: TDatabase;
  clock: TClock;
  storage: TStorage;
  media: TMediaService;
  maxDistanceMetres: number;
  questionTitles: TFileQuestionTitles;
}) {
  const { db, clock, storage, media, maxDistanceMetres, questionTitles } = deps;

  /**
   * The question a photo answers, titled as the file's form titles it. Decision: a question the template no longer
   * has (reworded since, so its database field changed) is named by its stored key, in English only, rather than
   * not at all.
   */
  const questionTitleOf = (titles: ReadonlyMap<string, TQuestionTitle>, questionId: string | null) =>
    questionId === null ? null : (titles.get(questionId) ?? { title: questionId, titleTe: null });

  const toFieldPhoto = (row: TFieldPhotoRow, titles: ReadonlyMap<string, TQuestionTitle>) => ({
    id: row.id,
    applicationId: row.applicationId,
    questionId: row.questionId,
    questionTitle: questionTitleOf(titles, row.questionId),
    fileName: row.fileName,
    url: storage.downloadUrl(row.s3FilePath),
    latitude: row.latitude,
    longitude: row.longitude,
    accuracyMetres: row.accuracyMetres,
    capturedAt: iso(row.capturedAt),
    receivedAt: iso(row.receivedAt),
    distanceMetres: row.distanceMetres,
    flag: row.flag,
    takenByName: row.takenByName,
  });

  const toSiteVisit = (row: TSiteVisitRow) => ({
    id: row.id,
    applicationId: row.applicationId,
    latitude: row.latitude,
    longitude: row.longitude,
    accuracyMetres: row.accuracyMetres,
    capturedAt: iso(row.capturedAt),
    receivedAt: iso(row.receivedAt),
    distanceMetres: row.distanceMetres,
    flag: row.flag,
    officerName: row.officerName,
  });

  /** The photo already recorded from this upload, when this officer sent it for this file (a resend after a lost answer). */
  async function resentPhoto(officer: TSignedInOfficer, input: TRecordFieldPhoto) {
    const photo = await findFieldPhotoByKey(db, input.key);
    return photo?.officerId === officer.id && photo.applicationId === input.applicationId ? photo : undefined;
  }

  return {
    maxDistanceMetres: () => maxDistanceMetres,

    /** Photos of a file the officer may see (else "Application not found"), with fresh short-lived links. */
    async fieldPhotos(officer: TSignedInOfficer, applicationId: number) {
      await requireApplicationAccess(db, officer, applicationId);
      const titles = await questionTitles(applicationId);
      return (await findFieldPhotos(db, applicationId)).map((row) => toFieldPhoto(row, titles));
    },

    async siteVisits(officer: TSignedInOfficer, applicationId: number) {
      await requireApplicationAccess(db, officer, applicationId);
      return (await findSiteVisits(db, applicationId)).map(toSiteVisit);
    },

    /**
     * A JPEG the officer uploaded (presigned flow) recorded on the file while it is with them: the same content
     * check as any upload (a refused file is deleted), then the photo, its distance and flag and the audit event
     * in one transaction. The same upload sent again by the same officer answers the photo recorded the first
     * time, even once the turn has moved on; an upload recorded elsewhere (another file, a document) is refused.
     */
    async recordFieldPhoto(officer: TSignedInOfficer, input: TRecordFieldPhoto) {
      await requireApplicationAccess(db, officer, input.applicationId);
      // A phone that lost the answer sends the photo again, maybe after the turn moved on: it was recorded while
      // the turn was open, so it answers as recorded rather than refused (the device would keep it as unsent).
      const resent = await resentPhoto(officer, input);
      if (resent) return toFieldPhoto(resent, await questionTitles(input.applicationId));
      await requireApplicationWrite(db, officer, { applicationId: input.applicationId, write: 'FIELD_RECORD' });
      const fileName = sanitizeUploadName(input.fileName);
      if (!fileName) throw badInput(FIELD_INSPECTION_MESSAGES.fileName, 'fileName');
      if (await isStorageKeyRecorded(db, input.key)) {
        throw new AppError('CONFLICT', FIELD_INSPECTION_MESSAGES.alreadyRecorded, { field: 'key' });
      }
      const contentType = await media.checkOwnUpload(officer, {
        key: input.key,
        applicationId: input.applicationId,
        field: 'key',
      });
      if (contentType !== 'image/jpeg') {
        await storage.remove(input.key);
        throw badInput(FIELD_INSPECTION_MESSAGES.notJpeg, 'key');
      }
      const id = await db.transaction(async (tx) => {
        const inserted = await recordCheckedFieldPhoto(tx, {
          ...input,
          questionId: input.questionId ?? null,
          fileName,
          by: { officerId: officer.id, roleName: officer.roleName },
          receivedAt: clock.now(),
          maxDistanceMetres,
        });
        if (inserted === undefined) {
          throw new AppError('CONFLICT', FIELD_INSPECTION_MESSAGES.alreadyRecorded, { field: 'key' });
        }
        return inserted;
      });
      const row = await findFieldPhoto(db, id);
      if (!row) throw new Error('recorded field photo not found');
      return toFieldPhoto(row, await questionTitles(input.applicationId));
    },

    /** "I am at the site": the device's position and time, while the file is with the officer. */
    async recordSiteVisit(officer: TSignedInOfficer, input: TRecordSiteVisit) {
      await requireApplicationWrite(db, officer, { applicationId: input.applicationId, write: 'FIELD_RECORD' });
      const { latitude, longitude } = input.position;
      if (latitude == null || longitude == null) {
        throw badInput(FIELD_INSPECTION_MESSAGES.siteVisitPosition, 'position');
      }
      const id = await db.transaction((tx) =>
        recordCheckedSiteVisit(tx, {
          applicationId: input.applicationId,
          position: { ...input.position, latitude, longitude },
          by: { officerId: officer.id, roleName: officer.roleName },
          receivedAt: clock.now(),
          maxDistanceMetres,
        }),
      );
      const row = await findSiteVisit(db, id);
      if (!row) throw new Error('recorded site visit not found');
      return toSiteVisit(row);
    },
  };
}

export type TFieldInspectionService = ReturnType<typeof createFieldInspectionService>;
