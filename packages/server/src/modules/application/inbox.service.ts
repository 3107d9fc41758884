import {
  hiddenStatusesFor,
  LIST_PAGE_SIZE,
  SEARCH_TOTAL_BOUND,
  type TApplicationType,
  type TInboxQuery,
} from '@anumati/domain';
import type { TDatabase } from '../../db/database';
import type { TClock } from '../../platform/clock';
import type { TSignedInOfficer } from '../officer';
import { AppError } from '../../graphql/app-error';
import { requireApplicationAccess } from '../access';
import { countInboxTabs, findApplicationRecord, findInboxPage, findStageStates } from './inbox.repository';
import { toOfficerApplication, toStageStates } from './officer-application.view';
import { createSearchKeyFrequencies } from './search-key-frequencies';

/** The export of all data returns at most this many rows in one answer. */
const MAX_EXPORT_ROWS = 5000;
/** The streamed export reads this many rows at a time. */
const EXPORT_PAGE_SIZE = 500;

export function createInboxService(deps: { db: TDatabase; clock: TClock }) {
  const searchKeyFrequencies = createSearchKeyFrequencies(deps);

  /** A page of the list; an export (`isExport`) counts every match of a search, a screen up to the bound. */
  async function listPage(
    officer: TSignedInOfficer,
    query: TInboxQuery,
    paging: { page: number; perPage: number; isExport: boolean },
  ) {
    const { page, perPage } = paging;
    const search = query.searchParam || null;
    const criteria = {
      officerId: officer.id,
      tab: query.filter,
      hiddenStatuses: hiddenStatusesFor(officer.permissionLevel),
      search,
      receivedOn: query.receivedDateParam ?? null,
      statuses: query.status ?? null,
      applicationTypes: query.applicationType ?? null,
      dueDayColours: query.dueDayColour ?? null,
      now: deps.clock.now(),
      receivedDateSort: query.receivedDateSort ?? null,
      assignedDateSort: query.assignedDateSort ?? null,
      limit: perPage,
      offset: (page - 1) * perPage,
      searchCountBound: paging.isExport ? null : SEARCH_TOTAL_BOUND,
    };
    const result = await findInboxPage(deps.db, criteria, search ? await searchKeyFrequencies.current() : undefined);
    return {
      totalCount: result.totalCount,
      totalPages: Math.ceil(result.totalCount / perPage),
      isTotalCountBounded: result.isTotalCountBounded,
      records: result.rows.map(toOfficerApplication),
    };
  }

  return {
    /** The signed-in officer's own applications: only files routed to them are ever listed. */
    async list(officer: TSignedInOfficer, query: TInboxQuery) {
      const isExport = query.all === true;
      const perPage = isExport ? MAX_EXPORT_ROWS : (query.perPage ?? LIST_PAGE_SIZE);
      const page = isExport ? 1 : (query.page ?? 1);
      return listPage(officer, query, { page, perPage, isExport });
    },

    /** How many files each tab holds for the officer (the tabs' counts), optionally of some application types. */
    async tabCounts(officer: TSignedInOfficer, applicationTypes: readonly TApplicationType[] | null) {
      return countInboxTabs(deps.db, {
        officerId: officer.id,
        hiddenStatuses: hiddenStatusesFor(officer.permissionLevel),
        applicationTypes,
      });
    },

    /** Every matching record, a page at a time, for the export of all data (no answer holds them all at once). */
    async *exportAll(officer: TSignedInOfficer, query: TInboxQuery) {
      for (let page = 1; ; page += 1) {
        const result = await listPage(officer, query, { page, perPage: EXPORT_PAGE_SIZE, isExport: true });
        yield result.records;
        if (page >= result.totalPages) return;
      }
    },

    /** One application, if the officer may see it; otherwise "not found", telling nothing of other files. */
    async findOne(officer: TSignedInOfficer, applicationId: number) {
      await requireApplicationAccess(deps.db, officer, applicationId);
      const found = await findApplicationRecord(deps.db, applicationId);
      if (!found) throw new AppError('NOT_FOUND', 'Application not found');
      return toOfficerApplication(found);
    },

    /**
     * The stage states of records an answer already holds (so already allowed to its officer), in the order of
     * their ids: one read for the whole answer.
     */
    async stageStatesOf(applicationIds: readonly number[]) {
      const rows = await findStageStates(deps.db, [...new Set(applicationIds)]);
      return applicationIds.map((id) => toStageStates(rows.filter(({ stage }) => stage.applicationId === id)));
    },
  };
}

export type TInboxService = ReturnType<typeof createInboxService>;
