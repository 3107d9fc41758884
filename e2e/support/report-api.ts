import type { Page } from '@playwright/test';
import { graphqlAs } from './officer-api';

/**
 * How many applications of a bucket the applications table holds, read record by record (reportApplications'
 * records come from the applications themselves, not from the summary counts).
 */
export async function listedApplications(
  page: Page,
  variables: { applicationStatus: string; applicationType?: string; ulbs?: string[]; districts?: string[] },
): Promise<number> {
  let total = 0;
  for (let pageNumber = 1; ; pageNumber += 1) {
    const answer = await graphqlAs<{ reportApplications: { totalPages: number; records: unknown[] } }>(
      page,
      `query ($applicationStatus: ReportApplicationStatus!, $applicationType: String, $ulbs: [String!],
        $districts: [String!], $page: Int) {
        reportApplications(applicationStatus: $applicationStatus, applicationType: $applicationType, ulbs: $ulbs,
          districts: $districts, page: $page, perPage: 500) { totalPages records { id } }
      }`,
      { ...variables, page: pageNumber },
    );
    total += answer.data.reportApplications.records.length;
    if (pageNumber >= answer.data.reportApplications.totalPages) return total;
  }
}
