import { z } from 'zod';
import { APPLICATION_TYPES, type TApplicationType } from '../application/application-kind';
import { MAX_PAGE_SIZE } from '../inbox/list-filter';
import { ZSearchText } from '../shared/search-text-schema';
import { STAGE_KEYS } from '../workflow/process-definition';
import { isCalendarDay } from './report-period';
import { REPORT_MESSAGES } from './report-messages';
import { REPORT_APPLICATION_STATUSES } from './summary-labels';
import type { TLanguage } from '../i18n/language';

/** Spec 3 §7: reports(type CONSOLIDATED, MONTHLY or ANNUAL …). */
export const REPORT_TYPES = ['CONSOLIDATED', 'MONTHLY', 'ANNUAL'] as const;
export type TReportType = (typeof REPORT_TYPES)[number];

/** Spec 3 §2: the annual page's rows per ULB, district or authority. */
export const REPORT_GROUPS = ['ULB', 'DISTRICT', 'AUTHORITY'] as const;
export type TReportGroup = (typeof REPORT_GROUPS)[number];

/** Spec 3 §9: report and correction lists show 10 rows a page. */
export const REPORT_PAGE_SIZE = 10;

/**
 * The two report menus of spec 1 §2.2. Decision: "building plans" are the building permissions proper
 * (instant registration, instant approval, single window); occupancy certificates have their own menu.
 */
export const REPORT_FAMILIES = {
  'building-permissions': {
    title: 'Building Plan Applications',
    applicationTypes: ['SELF CERTIFICATION', 'REGISTRATION', 'SINGLE WINDOW'] as readonly TApplicationType[],
  },
  occupancy: { title: 'Occupancy Applications', applicationTypes: ['OCCUPANCY'] as readonly TApplicationType[] },
} as const;
export type TReportFamily = keyof typeof REPORT_FAMILIES;

export const REPORT_FAMILY_TITLES_TE: Record<TReportFamily, string> = {
  'building-permissions': 'భవన ప్లాన్ దరఖాస్తులు',
  occupancy: 'ఆక్యుపెన్సీ దరఖాస్తులు',
};

/** A report menu's title in the officer's language. */
export function reportFamilyTitle(family: TReportFamily, language: TLanguage = 'en'): string {
  return language === 'te' ? REPORT_FAMILY_TITLES_TE[family] : REPORT_FAMILIES[family].title;
}

const ZDay = z.string().refine(isCalendarDay, REPORT_MESSAGES.badDay);
const ZNames = z.array(z.string().trim().min(1).max(200)).max(200).nullish();
const ZPage = z.number().int().min(1, 'Page starts at 1').nullish();
const ZPerPage = z.number().int().min(1).max(MAX_PAGE_SIZE, `At most ${MAX_PAGE_SIZE} rows a page`).nullish();

const isOrdered = (range: { startDate?: string | null; endDate?: string | null }) =>
  !range.startDate || !range.endDate || range.startDate <= range.endDate;

/** The jurisdiction filter of every report: authority codes, district names, ULB names ('ALL' for all). */
export const ZJurisdictionFilterSchema = z.object({ authorities: ZNames, districts: ZNames, ulbs: ZNames });

const ZReportFilter = ZJurisdictionFilterSchema.extend({
  applicationTypes: z.array(z.enum(APPLICATION_TYPES)).nullish(),
  startDate: ZDay.nullish(),
  endDate: ZDay.nullish(),
});

/** reports(type, ulbs, startDate, endDate), with the jurisdiction filter, the types and the grouping. */
export const ZReportsQuerySchema = ZReportFilter.extend({
  type: z.enum(REPORT_TYPES),
  groupBy: z.enum(REPORT_GROUPS).nullish(),
}).refine(isOrdered, { message: REPORT_MESSAGES.startAfterEnd, path: ['startDate'] });
export type TReportsQuery = z.infer<typeof ZReportsQuerySchema>;

/** reportApplications(applicationType, applicationStatus, page, perPage 10, authorities, districts, circles, ulbs, …). */
export const ZReportApplicationsQuerySchema = ZReportFilter.extend({
  applicationType: z.enum(APPLICATION_TYPES).nullish(),
  applicationStatus: z.enum(REPORT_APPLICATION_STATUSES),
  circles: ZNames,
  /** Spec 3 §2: matches the application id, district, administration area or ULB name, across every page. */
  search: ZSearchText.nullish(),
  page: ZPage,
  perPage: ZPerPage,
}).refine(isOrdered, { message: REPORT_MESSAGES.startAfterEnd, path: ['startDate'] });
export type TReportApplicationsQuery = z.infer<typeof ZReportApplicationsQuerySchema>;

/** The officer application search (spec 3 §2 /search). */
export const ZApplicationSearchSchema = z.object({
  searchParam: ZSearchText.min(1, REPORT_MESSAGES.searchRequired),
  page: ZPage,
  perPage: ZPerPage,
});
export type TApplicationSearch = z.infer<typeof ZApplicationSearchSchema>;

/** The chasing cell's and the officer reports' filter: where, which types, which stages, turns received when. */
export const ZOfficerReportQuerySchema = ZReportFilter.extend({
  stages: z.array(z.enum(STAGE_KEYS)).nullish(),
  page: ZPage,
  perPage: ZPerPage,
}).refine(isOrdered, { message: REPORT_MESSAGES.startAfterEnd, path: ['startDate'] });
export type TOfficerReportQuery = z.infer<typeof ZOfficerReportQuerySchema>;
