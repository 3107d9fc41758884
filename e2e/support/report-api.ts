import type { Page } from '@playwright/test';

/**
 * Calls the API as the signed-in officer of the page (the console's own token), to read figures straight from
 * the applications rather than from the screen.
 */
export async function graphqlAs<TData>(page: Page, query: string, variables: Record<string, unknown> = {}) {
  return page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${sessionStorage.getItem('accessToken') ?? ''}`,
        },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { data: TData };
    },
    { query, variables },
  );
}

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
