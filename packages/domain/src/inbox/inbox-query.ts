import { z } from 'zod';
import { APPLICATION_TYPES } from '../application/application-kind';
import { APPLICATION_STATUSES } from '../application/application-status';
import { DUE_DAY_COLOURS } from '../application/due-day-colour';
import { isCalendarDay } from '../reports/report-period';
import { ZSearchText } from '../shared/search-text-schema';
import { LIST_FILTERS, MAX_PAGE_SIZE } from './list-filter';

export const SORT_ORDERS = ['ASC', 'DESC'] as const;

/** The inbox query's arguments (spec 1 §7 applicationsByDateAndTypeFilter), checked alike on both sides. */
export const ZInboxQuerySchema = z.object({
  filter: z.enum(LIST_FILTERS),
  searchParam: ZSearchText.nullish(),
  receivedDateParam: z
    .string()
    // A day of the calendar, not only of the pattern: 2026-13-45 reached the database and failed there (issue 15).
    .refine(isCalendarDay, 'Received date must be a day written YYYY-MM-DD')
    .nullish(),
  status: z.array(z.enum(APPLICATION_STATUSES)).nullish(),
  applicationType: z.array(z.enum(APPLICATION_TYPES)).nullish(),
  page: z.number().int().min(1, 'Page starts at 1').nullish(),
  perPage: z.number().int().min(1).max(MAX_PAGE_SIZE, `At most ${MAX_PAGE_SIZE} rows a page`).nullish(),
  receivedDateSort: z.enum(SORT_ORDERS).nullish(),
  assignedDateSort: z.enum(SORT_ORDERS).nullish(),
  all: z.boolean().nullish(),
  /** Spec 1 §2.5: the list can be filtered by the due-day colours (spec 1 §9). */
  dueDayColour: z.array(z.enum(DUE_DAY_COLOURS)).nullish(),
});
export type TInboxQuery = z.infer<typeof ZInboxQuerySchema>;
