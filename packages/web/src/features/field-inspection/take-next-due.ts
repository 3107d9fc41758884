import type { QueryClient } from '@tanstack/react-query';
import {
  APPLICATIONS_BY_DATE_AND_TYPE_FILTER_QUERY,
  type TInboxRecord,
} from '../../shared/application/applications-by-date-and-type-filter.query';
import { graphqlRequest } from '../../shared/graphql/graphql-request';
import { isTakenOffline, putFileBack, takeFileOffline } from './offline-reads';

/** How many files of the officer's review list are read to find the nearest due (oldest assigned first). */
const LOOKED_AT = 50;

/**
 * The files to take: the officer's open turns in the review list, nearest due first (a file without a due date
 * last), not already on the phone. The server sorts by the date assigned; the due date decides here.
 */
export function nextDue(records: readonly TInboxRecord[], count: number): TInboxRecord[] {
  const dueTime = (record: TInboxRecord) => (record.dueDate ? Date.parse(record.dueDate) : Number.POSITIVE_INFINITY);
  return records
    .filter((record) => record.officerStageStatus === 'IN_PROCESS' && !isTakenOffline(record.id))
    .sort((a, b) => dueTime(a) - dueTime(b))
    .slice(0, count);
}

/**
 * Issue 53 §3 "or the app takes the next N due inspections": the officer's `count` nearest-due files of the
 * review list taken offline, one after another through the same function as a file's own button. Answers the
 * identifiers taken and those that could not be (put back: nothing half kept).
 */
export async function takeNextDueOffline(
  queryClient: QueryClient,
  count: number,
): Promise<{ taken: string[]; failed: string[] }> {
  const list = await graphqlRequest(APPLICATIONS_BY_DATE_AND_TYPE_FILTER_QUERY, {
    filter: 'REVIEW',
    page: 1,
    perPage: LOOKED_AT,
    assignedDateSort: 'ASC',
  });
  const taken: string[] = [];
  const failed: string[] = [];
  for (const record of nextDue(list.applicationsByDateAndTypeFilter.records, count)) {
    try {
      await takeFileOffline(queryClient, {
        applicationId: record.id,
        applicationIdentifier: record.applicationIdentifier,
        applicantName: record.applicant.applicantName,
      });
      taken.push(record.applicationIdentifier);
    } catch {
      await putFileBack(record.id);
      failed.push(record.applicationIdentifier);
    }
  }
  return { taken, failed };
}
