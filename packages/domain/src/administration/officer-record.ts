import { z } from 'zod';
import { isLineDepartment } from '../officer/line-department';
import { SERVER_ROLE_NAMES } from '../officer/server-role';

/**
 * An officer's record as an administrator writes it (issue 52): the create and edit forms, the import's rows and
 * the server all check it with these rules.
 */

/** Lower-case letters, digits, dots, hyphens and underscores; 3 to 50 characters, starting with a letter or digit. */
export const ZOfficerUsername = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9._-]{2,49}$/, 'Username: 3 to 50 lower-case letters, digits, dots, hyphens or underscores');

/** An Indian mobile number: 10 digits starting with 6, 7, 8 or 9. */
export const ZOfficerMobile = z
  .string()
  .trim()
  .regex(/^[6-9]\d{9}$/, 'Mobile number: 10 digits starting with 6, 7, 8 or 9');

const ZPersonName = (what: string) =>
  z.string().trim().min(1, `${what} is required`).max(100, `${what}: at most 100 characters`);

const ZOptionalEmail = z
  .string()
  .trim()
  .max(200, 'Email: at most 200 characters')
  .pipe(z.union([z.literal(''), z.email('Email is not valid')]))
  .nullish()
  .transform((value) => (value ? value : null));

export const ZOfficerDetails = z.object({
  firstName: ZPersonName('First name'),
  lastName: ZPersonName('Last name'),
  mobile: ZOfficerMobile,
  email: ZOptionalEmail,
});

export const ZOfficerRole = z.enum(SERVER_ROLE_NAMES, { message: 'Unknown role' });

export const ZOfficerRecord = ZOfficerDetails.extend({
  username: ZOfficerUsername,
  role: ZOfficerRole,
  ulbId: z.number().int().positive().nullish(),
  lineDepartment: z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || isLineDepartment(value), 'Unknown line department'),
});
export type TOfficerRecordInput = z.input<typeof ZOfficerRecord>;

export const ZAdminReason = z.string().trim().min(3, 'Give a reason (at least 3 characters)').max(500);

export const ZIndiaDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is written YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Not a date');

/** Leave or charge dates: India days, both included; not ending before they begin, at most a year. */
export const ZDayRange = z
  .object({ fromDate: ZIndiaDate, toDate: ZIndiaDate })
  .refine((range) => range.fromDate <= range.toDate, { message: 'The last day is before the first', path: ['toDate'] })
  .refine((range) => Date.parse(range.toDate) - Date.parse(range.fromDate) <= 366 * 24 * 3600 * 1000, {
    message: 'At most a year at a time',
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
