import type { Page } from '@playwright/test';

/** An application of the signed-in officer's lists, as the inbox query gives it. */
export type TListedApplication = {
  id: string;
  applicationIdentifier: string;
  applicationType: string;
  approvalFor: string;
  status: string;
};

const bearer = async (page: Page) => ({
  authorization: `Bearer ${await page.evaluate(() => sessionStorage.getItem('accessToken'))}`,
});

/**
 * The files routed to the signed-in officer (the inbox's All tab), read through the API with the officer's own
 * session: tests pick seeded files of the kind and status they need by what they are, not by a fixed id.
 */
export async function officerApplications(page: Page): Promise<TListedApplication[]> {
  const response = await page.request.post('/graphql', {
    headers: await bearer(page),
    data: {
      query: `{ applicationsByDateAndTypeFilter(filter: ALL, perPage: 500) {
        records { id applicationIdentifier applicationType approvalFor status } } }`,
    },
  });
  const answer = (await response.json()) as {
    data: { applicationsByDateAndTypeFilter: { records: TListedApplication[] } };
  };
  return answer.data.applicationsByDateAndTypeFilter.records;
}

/** One of the spec's REST reads (GET /api/v1/…) as the signed-in officer: the seeded data a screen should show. */
export async function restData<TData>(page: Page, path: string): Promise<TData> {
  const response = await page.request.get(`/api/v1/${path}`, { headers: await bearer(page) });
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`);
  return ((await response.json()) as { data: TData }).data;
}
