import { z } from 'zod';
import { zDatabaseId } from '../shared/database-id';

/** Why a field record is refused (issue 53). These are ours: the spec has none. */
export const FIELD_INSPECTION_MESSAGES = {
  applicationNotFound: 'Application not found',
  latitude: 'The latitude must be a number from -90 to 90',
  longitude: 'The longitude must be a number from -180 to 180',
  positionHalf: 'A position needs both its latitude and its longitude',
  accuracy: 'The accuracy must be a number of metres, 0 or more',
  capturedAt: 'The capture time must be an ISO date and time',
  siteVisitPosition: 'A site visit needs the device’s position',
  questionId: 'The question is not one of the form’s',
  fileName: 'The photo needs a file name',
  key: 'The photo was not uploaded by you',
  notJpeg: 'A site photo must be a JPEG image',
  alreadyRecorded: 'This photo has been recorded already',
} as const;

/** Issue 53: the device's position as the Geolocation API gave it, and when (the device's clock). */
export const ZDevicePositionSchema = z
  .object({
    latitude: z
      .number({ error: FIELD_INSPECTION_MESSAGES.latitude })
      .min(-90, FIELD_INSPECTION_MESSAGES.latitude)
      .max(90, FIELD_INSPECTION_MESSAGES.latitude)
      .nullish(),
    longitude: z
      .number({ error: FIELD_INSPECTION_MESSAGES.longitude })
      .min(-180, FIELD_INSPECTION_MESSAGES.longitude)
      .max(180, FIELD_INSPECTION_MESSAGES.longitude)
      .nullish(),
    accuracyMetres: z
      .number({ error: FIELD_INSPECTION_MESSAGES.accuracy })
      .min(0, FIELD_INSPECTION_MESSAGES.accuracy)
      // A coarse fix (a network's, tens of kilometres) is still the device's claim, shown as such: only a number
      // no position can have (past half the Earth's circumference) is refused.
      .max(20_000_000, FIELD_INSPECTION_MESSAGES.accuracy)
      .nullish(),
    capturedAt: z.iso.datetime({ offset: true, error: FIELD_INSPECTION_MESSAGES.capturedAt }),
  })
  .refine((position) => (position.latitude == null) === (position.longitude == null), {
    message: FIELD_INSPECTION_MESSAGES.positionHalf,
    path: ['latitude'],
  });
export type TDevicePosition = z.infer<typeof ZDevicePositionSchema>;

const zApplicationId = zDatabaseId(FIELD_INSPECTION_MESSAGES.applicationNotFound);

/** recordFieldPhoto: a JPEG uploaded through the presigned flow, recorded with the device's claim. */
export const ZRecordFieldPhotoSchema = z.object({
  applicationId: zApplicationId,
  key: z.string({ error: FIELD_INSPECTION_MESSAGES.key }).min(1, FIELD_INSPECTION_MESSAGES.key).max(400),
  fileName: z
    .string({ error: FIELD_INSPECTION_MESSAGES.fileName })
    .trim()
    .min(1, FIELD_INSPECTION_MESSAGES.fileName)
    .max(1000, FIELD_INSPECTION_MESSAGES.fileName),
  questionId: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,100}$/u, FIELD_INSPECTION_MESSAGES.questionId)
    .nullish(),
  position: ZDevicePositionSchema,
});
export type TRecordFieldPhoto = z.infer<typeof ZRecordFieldPhotoSchema>;

/** recordSiteVisit: "I am at the site" needs a position (a visit without one says nothing). */
export const ZRecordSiteVisitSchema = z.object({
  applicationId: zApplicationId,
  position: ZDevicePositionSchema.refine((position) => position.latitude != null, {
    message: FIELD_INSPECTION_MESSAGES.siteVisitPosition,
    path: ['latitude'],
  }),
});
export type TRecordSiteVisit = z.infer<typeof ZRecordSiteVisitSchema>;

export const ZFieldApplicationIdSchema = zApplicationId;
