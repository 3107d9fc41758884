import {
  DEFAULT_FIELD_PHOTO_MAX_DISTANCE_M,
  fieldPlotPolygon,
  formTemplateKeyFor,
  isDecidedStatus,
  processKindOf,
  type TLatLng,
} from '@anumati/domain';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { TDb } from '../db/database';
import { applications, properties, stageOfficers, stageStates } from '../modules/application/application.table';
import { recordCheckedFieldPhoto, recordCheckedSiteVisit } from '../modules/field-inspection';
import { FORM_TEMPLATES } from '../modules/forms/form-templates';
import { officers, roles } from '../modules/officer/officer.table';
import type { TStorage } from '../modules/storage/storage-adapter';
import type { TDemoUlbTeam } from './demo-applications';
import { demoFieldPhotoJpeg } from './demo-documents';
import { DEMO_ULBS } from './demo-officers';

/**
 * Issue 53: the files that carry the inspector's site photos in the demo (docs/DEMO_DATA.md "Site photos"): in each
 * ULB named, up to so many of its first files (by id) whose site inspection is done and whose site form asks photos.
 */
const FILES_WITH_PHOTOS: readonly { ulb: string; count: number }[] = [
  { ulb: DEMO_ULBS.ghmc, count: 2 },
  { ulb: DEMO_ULBS.suryapet, count: 1 },
];

/** Metres as degrees of latitude (111,195 m a degree). */
const northward = (metres: number) => metres / 111_195;

type TSiteTurn = {
  applicationId: number;
  status: typeof applications.$inferSelect.status;
  applicationType: typeof applications.$inferSelect.applicationType;
  approvalFor: typeof applications.$inferSelect.approvalFor;
  officerId: number;
  roleName: string;
  receivedDate: Date;
  forwardedDate: Date | null;
  geoCoordinates: TLatLng[] | null;
  officerGeoCoordinates: TLatLng[] | null;
};

/** The files of a ULB whose site inspector has forwarded the site form, first ones first, with their plots. */
function siteInspectedFiles(db: TDb, ulbId: number): Promise<TSiteTurn[]> {
  return db
    .select({
      applicationId: applications.id,
      status: applications.status,
      applicationType: applications.applicationType,
      approvalFor: applications.approvalFor,
      officerId: stageOfficers.officerId,
      roleName: roles.name,
      receivedDate: stageOfficers.receivedDate,
      forwardedDate: stageOfficers.forwardedDate,
      geoCoordinates: properties.geoCoordinates,
      officerGeoCoordinates: properties.officerGeoCoordinates,
    })
    .from(stageOfficers)
    .innerJoin(stageStates, eq(stageStates.id, stageOfficers.stageStateId))
    .innerJoin(applications, eq(applications.id, stageStates.applicationId))
    .innerJoin(properties, eq(properties.applicationId, applications.id))
    .innerJoin(officers, eq(officers.id, stageOfficers.officerId))
    .innerJoin(roles, eq(roles.id, officers.roleId))
    .where(
      and(
        eq(applications.ulbId, ulbId),
        eq(stageStates.stageKey, 'SITE'),
        eq(stageOfficers.officerLevel, 'L1'),
        isNotNull(stageOfficers.forwardedDate),
      ),
    )
    .orderBy(asc(applications.id), asc(stageOfficers.id));
}

/** The "Take photo" questions of a file's site form, by database field (none where its kind's form asks none). */
function sitePhotoQuestions(turn: TSiteTurn): string[] {
  const key = formTemplateKeyFor(processKindOf(turn.applicationType, turn.approvalFor), 'SITE', null);
  const fields = (key && FORM_TEMPLATES.get(key)?.fields) || [];
  return fields.filter((field) => field.fieldType === 'PHOTO').map((field) => field.dbField);
}

/** The middle of a plot: the mean of its corners (a closing corner, repeating the first, counted once). */
function middleOf(polygon: readonly TLatLng[]): TLatLng {
  const [first] = polygon;
  const last = polygon.at(-1);
  const isClosed = polygon.length > 1 && first?.[0] === last?.[0] && first?.[1] === last?.[1];
  const corners = isClosed ? polygon.slice(0, -1) : polygon;
  const sum = corners.reduce<TLatLng>((total, [lat, lng]) => [total[0] + lat, total[1] + lng], [0, 0]);
  return [sum[0] / corners.length, sum[1] / corners.length];
}

const HOUR = 3_600_000;
/** India's offset from UTC. */
const INDIA_OFFSET = 5.5 * HOUR;

/**
 * When the inspector was on site: 10:30 in India on the first day of the turn that leaves an hour before it was
 * forwarded, else half-way through a shorter turn.
 */
function inspectionTime(turn: TSiteTurn): number {
  const received = turn.receivedDate.getTime();
  const forwarded = (turn.forwardedDate ?? turn.receivedDate).getTime();
  const dayStart = Math.floor((received + INDIA_OFFSET) / (24 * HOUR)) * 24 * HOUR - INDIA_OFFSET;
  for (let day = dayStart + 10.5 * HOUR; day + HOUR <= forwarded; day += 24 * HOUR) {
    if (day >= received) return day;
  }
  return received + (forwarded - received) / 2;
}

/**
 * Issue 53: the inspector's geotagged photos and "I am at the site" on a few files past site inspection, so that
 * the officers after the inspector see them in the demo: on each, a photo for each of the site form's photo
 * questions taken inside the plot, a general photo from across the road (about 25 m off) and a site visit, all
 * during the site turn. On the first file, the general photo was taken about 600 m away (flagged FAR_FROM_PLOT, as
 * the 200 m default flags it). Recorded as the field-inspection module records them, its images stored like the
 * demo's documents.
 */
export async function seedDemoFieldRecords(
  db: TDb,
  input: { teams: readonly TDemoUlbTeam[]; storage: TStorage },
): Promise<void> {
  const chosen: { turn: TSiteTurn; polygon: readonly TLatLng[]; questions: string[] }[] = [];
  for (const { ulb, count } of FILES_WITH_PHOTOS) {
    const team = input.teams.find((candidate) => candidate.name === ulb);
    if (!team) throw new Error(`Demo ULB ${ulb} is missing`);
    const candidates = (await siteInspectedFiles(db, team.id)).flatMap((turn) => {
      const polygon = fieldPlotPolygon(turn);
      const questions = sitePhotoQuestions(turn);
      // Files still in hand, whose next officers read the photos (a decided file's are read by nobody new).
      const isShown = !isDecidedStatus(turn.status) && polygon.length >= 3 && questions.length > 0;
      return isShown ? [{ turn, polygon, questions }] : [];
    });
    // A smaller demo (the seed's tests) may have fewer such files: it gets those it has.
    chosen.push(...candidates.slice(0, count));
  }
  for (const [index, { turn, polygon, questions }] of chosen.entries()) {
    const { applicationId } = turn;
    const by = { officerId: turn.officerId, roleName: turn.roleName };
    const [latitude, longitude] = middleOf(polygon);
    const onSite = inspectionTime(turn);
    const forwarded = (turn.forwardedDate ?? turn.receivedDate).getTime();
    const at = (minutes: number) => new Date(Math.min(onSite + minutes * 60_000, forwarded));
    const common = { by, maxDistanceMetres: DEFAULT_FIELD_PHOTO_MAX_DISTANCE_M };
    await recordCheckedSiteVisit(db, {
      ...common,
      applicationId,
      position: { latitude, longitude, accuracyMetres: 6, capturedAt: at(0).toISOString() },
      receivedAt: at(0),
    });
    const northmost = Math.max(...polygon.map(([lat]) => lat));
    const photos = [
      ...questions.map((questionId, order) => ({
        questionId,
        fileName: `site-photo-${order + 1}.jpg`,
        position: { latitude: latitude + northward(2 * order), longitude },
      })),
      {
        questionId: null,
        fileName: 'site-view.jpg',
        position:
          index === 0
            ? { latitude: northmost + northward(600), longitude }
            : { latitude: northmost + northward(25), longitude },
      },
    ];
    for (const [order, photo] of photos.entries()) {
      const key = `seed/field-photos/${applicationId}-${order + 1}.jpg`;
      await input.storage.put(key, demoFieldPhotoJpeg([150 + 20 * order, 110, 80 + 10 * index]), 'image/jpeg');
      const capturedAt = at(5 + 3 * order);
      const recorded = await recordCheckedFieldPhoto(db, {
        ...common,
        applicationId,
        key,
        fileName: photo.fileName,
        questionId: photo.questionId,
        position: { ...photo.position, accuracyMetres: 8, capturedAt: capturedAt.toISOString() },
        // The phone was on the network: each photo reached the server a minute after it was taken.
        receivedAt: new Date(Math.min(capturedAt.getTime() + 60_000, forwarded)),
      });
      if (recorded === undefined) throw new Error(`Demo field photo ${key} recorded twice`);
    }
  }
}
