import { z } from 'zod';
import { isLineDepartment } from '../officer/line-department';
import { SERVER_ROLE_NAMES } from '../officer/server-role';
import { ADMINISTRATION_MESSAGES as MESSAGES } from './administration-messages';

/**
 * An officer's record as an administrator writes it (issue 52): the create and edit forms, the import's rows and
 * the server all check it with these rules.
 */

/** Lower-case letters, digits, dots, hyphens and underscores; 3 to 50 characters, starting with a letter or digit. */
export const ZOfficerUsername = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9._-]{2,49}$/, MESSAGES.username);

/** An Indian mobile number: 10 digits starting with 6, 7, 8 or 9. */
export const ZOfficerMobile = z
  .string()
  .trim()
  .regex(/^[6-9]\d{9}$/, MESSAGES.mobile);

const ZPersonName = (messages: { required: string; tooLong: string }) =>
  z.string().trim().min(1, messages.required).max(100, messages.tooLong);

const ZOptionalEmail = z
  .string()
  .trim()
  .max(200, MESSAGES.emailTooLong)
  .pipe(z.union([z.literal(''), z.email(MESSAGES.emailInvalid)]))
  .nullish()
  .transform((value) => (value ? value : null));

export const ZOfficerDetails = z.object({
  firstName: ZPersonName({ required: MESSAGES.firstNameRequired, tooLong: MESSAGES.firstNameTooLong }),
  lastName: ZPersonName({ required: MESSAGES.lastNameRequired, tooLong: MESSAGES.lastNameTooLong }),
  mobile: ZOfficerMobile,
  email: ZOptionalEmail,
});

export const ZOfficerRole = z.enum(SERVER_ROLE_NAMES, { message: MESSAGES.unknownRole });

export const ZOfficerRecord = ZOfficerDetails.extend({
  username: ZOfficerUsername,
  role: ZOfficerRole,
  ulbId: z.number({ message: MESSAGES.ulbInvalid }).int(MESSAGES.ulbInvalid).positive(MESSAGES.ulbInvalid).nullish(),
  lineDepartment: z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || isLineDepartment(value), MESSAGES.unknownLineDepartment),
});
export type TOfficerRecordInput = z.input<typeof ZOfficerRecord>;

export const ZAdminReason = z.string().trim().min(3, MESSAGES.reasonTooShort).max(500, MESSAGES.reasonTooLong);

export const ZIndiaDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.dateFormat)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), MESSAGES.notADate);

/** Leave or charge dates: India days, both included; not ending before they begin, at most a year. */
export const ZDayRange = z
  .object({ fromDate: ZIndiaDate, toDate: ZIndiaDate })
  .refine((range) => range.fromDate <= range.toDate, { message: MESSAGES.lastDayBeforeFirst, path: ['toDate'] })
  .refine((range) => Date.parse(range.toDate) - Date.parse(range.fromDate) <= 366 * 24 * 3600 * 1000, {
    message: MESSAGES.atMostAYear,
    path: ['toDate'],
  });

/** A role needs a ULB unless it acts above the ULBs (the state's chasing cell and administrators, line departments). */
export function isUlbRole(role: string): boolean {
  return !STATE_LEVEL_ROLES.includes(role) && !isLineDepartment(role);
}

/** Roles with no ULB: they act for the whole state (or, for line departments, a district). */
export const STATE_LEVEL_ROLES: readonly string[] = [
  'CIO-Chasing Cell',
  'State Administrator',
  'DTCP DIRECTOR',
  'HMDA DIRECTOR',
  'METROPOLITAN COMMISSIONER',
];
