import { AUTH_MESSAGES, SEARCH_TOTAL_BOUND } from '@anumati/domain';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createJurisdiction } from '../../testing/fixtures';
import { signInTeam } from '../../testing/signed-in-team';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { findInboxPage } from './inbox.repository';
import { createSearchKeyFrequencies, KEY_FREQUENCIES_MAX_AGE_MS } from './search-key-frequencies';
import { selectiveKeys } from './search-key-selection';

const INBOX = `query ($filter: ApplicationFilter!, $searchParam: String, $receivedDateParam: String, $status: [String!],
  $applicationType: [String!], $page: Int, $perPage: Int, $receivedDateSort: SortOrder, $all: Boolean, $dueDayColour: [String!]) {
  applicationsByDateAndTypeFilter(filter: $filter, searchParam: $searchParam, receivedDateParam: $receivedDateParam,
    status: $status, applicationType: $applicationType, page: $page, perPage: $perPage,
    receivedDateSort: $receivedDateSort, all: $all, dueDayColour: $dueDayColour) {
    totalCount totalPages isTotalCountBounded
    records { id applicationIdentifier status applicationType additional receivedDate officerStageStatus applicant { applicantName }
      property { actualPlotArea plotAddress }
      stageStates { name status stageOfficers { officerName officerRole officerLevel action } } }
  }
}`;

type TInbox = {
  applicationsByDateAndTypeFilter: {
    totalCount: number;
    totalPages: number;
    isTotalCountBounded: boolean;
    records: { applicationIdentifier: string; status: string; applicant: { applicantName: string } }[];
  };
};

let t: TTestApp;
let siteToken: string;
let siteId: number;
let otherSiteToken: string;
const day = (n: number) => new Date(Date.UTC(2026, 9, n, 6));

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const jurisdiction = await createJurisdiction(db);
  const { site, site2: other } = await signInTeam(t, {
    site: { role: 'Site Inspector', jurisdiction },
    site2: { role: 'Site Inspector', jurisdiction },
  });
  siteToken = site.token;
  siteId = site.id;
  otherSiteToken = other.token;
  const base = { ulbId: jurisdiction.ulb.id };
  // Waiting for the site officer, received on days 1..12, so the inbox pages.
  for (let n = 1; n <= 12; n += 1) {
    await createApplication(db, {
      ...base,
      applicantName: { 5: 'Lakshmi Narayana', 7: 'రమేష్ కుమార్' }[n] ?? `Applicant ${n}`,
      appliedOn: day(n),
      applicationType: n % 2 ? 'SELF CERTIFICATION' : 'REGISTRATION',
      approvalFor: n === 3 ? 'COMPOUNDWALL' : 'BUILDING',
      stages: [{ name: 'SITE VERIFICATION', officerId: site.id, receivedDate: day(n) }],
    });
  }
  await createApplication(db, {
    ...base,
    appliedOn: day(13),
    stages: [{ name: 'SITE VERIFICATION', officerId: site.id, action: 'SUBMITTED', receivedDate: day(13) }],
  });
  await createApplication(db, {
    ...base,
    appliedOn: day(14),
    status: 'ACCEPTED',
    stages: [{ name: 'SITE VERIFICATION', officerId: site.id, action: 'RECOMMENDED', receivedDate: day(14) }],
  });
  // Site officers never see fee verification (spec 1 §6), even when routed.
  await createApplication(db, {
    ...base,
    appliedOn: day(15),
    status: 'FEE_VERIFICATION',
    stages: [{ name: 'SITE VERIFICATION', officerId: site.id, receivedDate: day(15) }],
  });
  await createApplication(db, {
    ...base,
    appliedOn: day(16),
    applicantName: 'Lakshmi Devi',
    stages: [{ name: 'SITE VERIFICATION', officerId: other.id, receivedDate: day(16) }],
  });
});
afterAll(() => t.close());

/** The site officer's search for "Applicant" in a tab, as the inbox service asks the repository (page and bound aside). */
const searchForApplicant = (tab: 'REVIEW' | 'ALL') => ({
  officerId: siteId,
  tab,
  hiddenStatuses: [],
  search: 'Applicant',
  receivedOn: null,
  statuses: null,
  applicationTypes: null,
  dueDayColours: null,
  now: t.clock.now(),
  receivedDateSort: null,
  assignedDateSort: null,
});
const inbox = (variables: Record<string, unknown>, token = siteToken) => t.graphql<TInbox>(INBOX, variables, { token });
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;
const identifiers = (answer: { data: TInbox | null }) =>
  answer.data?.applicationsByDateAndTypeFilter.records.map((record) => record.applicationIdentifier) ?? [];

describe('applicationsByDateAndTypeFilter', () => {
  it('lists only the files waiting for the officer, 10 a page, oldest first', async () => {
    const first = await inbox({ filter: 'REVIEW', page: 1, perPage: 10 });
    expect(first.errors).toBeUndefined();
    expect(first.data?.applicationsByDateAndTypeFilter).toMatchObject({ totalCount: 12, totalPages: 2 });
    expect(identifiers(first)).toHaveLength(10);
    const second = await inbox({ filter: 'REVIEW', page: 2, perPage: 10 });
    expect(identifiers(second)).toHaveLength(2);
    expect(new Set([...identifiers(first), ...identifiers(second)]).size).toBe(12);
    // Past the last page: no records, and still the tab's total (counted alone, with no page row to carry it).
    const past = await inbox({ filter: 'REVIEW', page: 3, perPage: 10 });
    expect(past.data?.applicationsByDateAndTypeFilter).toMatchObject({ totalCount: 12, totalPages: 2, records: [] });
    const newest = await inbox({ filter: 'REVIEW', perPage: 1, receivedDateSort: 'DESC' });
    expect(identifiers(newest)).toEqual([identifiers(second).at(-1)]);
    const [oldest] = (first.data?.applicationsByDateAndTypeFilter.records ?? []) as unknown as {
      receivedDate: string;
    }[];
    expect(oldest?.receivedDate).toBe(day(1).toISOString());
  });

  it('gives every page in every sort the rows of the whole list at that place, the pages past the middle read from its end', async () => {
    const sorts = [
      {},
      { receivedDateSort: 'DESC' },
      { assignedDateSort: 'ASC' },
      { assignedDateSort: 'DESC', receivedDateSort: 'DESC' },
    ];
    for (const narrowing of [
      { filter: 'REVIEW' },
      { filter: 'ALL' },
      { filter: 'ALL', dueDayColour: ['red', 'green'] },
    ]) {
      for (const sort of sorts) {
        const whole = identifiers(await inbox({ ...narrowing, ...sort, all: true }));
        expect(whole.length).toBeGreaterThan(3);
        const paged: string[] = [];
        for (let page = 1; page <= Math.ceil(whole.length / 3); page += 1) {
          paged.push(...identifiers(await inbox({ ...narrowing, ...sort, page, perPage: 3 })));
        }
        expect(paged).toEqual(whole);
      }
    }
  });

  it('walks a sort index alone to a page, reading items only for the page’s rows (issue 54 §1)', async () => {
    const { db } = t.database;
    // The items read through an index so far (PGlite keeps counting across transactions: a difference is read).
    const itemsFetched = async (tx: Pick<typeof db, 'execute'>) => {
      const read = (await tx.execute(
        sql`select idx_tup_fetch::int as fetched from pg_stat_xact_user_tables where relname = 'work_items'`,
      )) as unknown as { rows: { fetched: number }[] };
      return read.rows[0]?.fetched ?? 0;
    };
    // An index-only walk skips the items on pages the visibility map marks all-visible, which a vacuum does.
    await db.execute(sql`vacuum work_items`);
    const sorts = [
      { receivedDateSort: null, assignedDateSort: null },
      { receivedDateSort: 'DESC', assignedDateSort: null },
      { receivedDateSort: null, assignedDateSort: 'ASC' },
      { receivedDateSort: 'DESC', assignedDateSort: 'DESC' },
    ] as const;
    for (const sort of sorts) {
      const itemsRead = await db.transaction(async (tx) => {
        // A dozen items are read fastest whole and sorted: the planner is asked for its index paths, as at scale.
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_sort = off`);
        const before = await itemsFetched(tx);
        const page = await findInboxPage(tx, {
          ...searchForApplicant('REVIEW'),
          search: null,
          hiddenStatuses: ['FEE_VERIFICATION'],
          ...sort,
          offset: 3,
          limit: 3,
          searchCountBound: null,
        });
        expect(page.rows).toHaveLength(3);
        return (await itemsFetched(tx)) - before;
      });
      // The three rows' own items, for the officer's action; none of the three the page skipped.
      expect(itemsRead, JSON.stringify(sort)).toBe(3);
    }
  });

  it('never shows another officer’s files', async () => {
    const mine = await inbox({ filter: 'ALL', all: true });
    const theirs = await inbox({ filter: 'ALL', all: true }, otherSiteToken);
    expect(identifiers(theirs)).toHaveLength(1);
    expect(identifiers(mine)).not.toContain(identifiers(theirs)[0]);
    // 12 waiting + 1 submitted + 1 accepted; the fee-verification file stays hidden.
    expect(mine.data?.applicationsByDateAndTypeFilter.totalCount).toBe(14);
  });

  it('gives every record its own plot and stage states, read for the whole page at once', async () => {
    const all = await inbox({ filter: 'ALL', all: true });
    expect(all.errors).toBeUndefined();
    const records = (all.data?.applicationsByDateAndTypeFilter.records ?? []) as unknown as {
      officerStageStatus: string;
      property: { actualPlotArea: number; plotAddress: string };
      stageStates: { name: string; stageOfficers: { officerName: string; action: string }[] }[];
    }[];
    expect(records).toHaveLength(14);
    // Each file's one stage carries the site officer's action on that file, which differs between the files.
    expect(new Set(records.map((record) => record.officerStageStatus)).size).toBe(3);
    for (const record of records) {
      expect(record.property).toEqual({
        actualPlotArea: expect.any(Number) as number,
        plotAddress: 'Plot 12, Madhapur',
      });
      expect(record.stageStates).toHaveLength(1);
      expect(record.stageStates[0]?.name).toBe('SITE VERIFICATION');
      expect(record.stageStates[0]?.stageOfficers.map((officer) => officer.action)).toEqual([
        record.officerStageStatus,
      ]);
    }
  });

  it('splits forwarded and completed files into their tabs', async () => {
    const submissions = await inbox({ filter: 'SUBMISSIONS' });
    const [submitted] = (submissions.data?.applicationsByDateAndTypeFilter.records ?? []) as unknown as {
      officerStageStatus: string;
    }[];
    expect(submitted?.officerStageStatus).toBe('SUBMITTED');
    const processed = await inbox({ filter: 'PROCESSED' });
    const completed = await inbox({ filter: 'COMPLETED' });
    expect(submissions.data?.applicationsByDateAndTypeFilter.totalCount).toBe(1);
    expect(processed.data?.applicationsByDateAndTypeFilter.totalCount).toBe(2);
    expect(completed.data?.applicationsByDateAndTypeFilter.records.map((r) => r.status)).toEqual(['ACCEPTED']);
  });

  it('searches by applicant name or identifier, and filters by received day, status and type', async () => {
    const byName = await inbox({ filter: 'REVIEW', searchParam: 'lakshmi' });
    expect(byName.data?.applicationsByDateAndTypeFilter.records.map((r) => r.applicant.applicantName)).toEqual([
      'Lakshmi Narayana',
    ]);
    const byDay = await inbox({ filter: 'REVIEW', receivedDateParam: '2026-10-03' });
    expect(identifiers(byDay)).toHaveLength(1);
    const registrations = await inbox({ filter: 'REVIEW', applicationType: ['REGISTRATION'] });
    expect(registrations.data?.applicationsByDateAndTypeFilter.totalCount).toBe(6);
    // Due 7 days after receipt on days 1..12 of October; the clock reads 2 November: all overdue, so red.
    const red = await inbox({ filter: 'REVIEW', dueDayColour: ['red'] });
    expect(red.data?.applicationsByDateAndTypeFilter.totalCount).toBe(12);
    const green = await inbox({ filter: 'REVIEW', dueDayColour: ['green', 'orange'] });
    expect(green.data?.applicationsByDateAndTypeFilter.totalCount).toBe(0);
    // A narrowing that keeps few files finds them through its own index and sorts them: the same pages as the tab.
    for (const order of [{}, { receivedDateSort: 'DESC' }]) {
      for (const page of [1, 2]) {
        const tabPage = await inbox({ filter: 'REVIEW', page, perPage: 10, ...order });
        const redPage = await inbox({ filter: 'REVIEW', dueDayColour: ['red'], page, perPage: 10, ...order });
        expect(identifiers(redPage)).toEqual(identifiers(tabPage));
      }
    }
    const wildcard = await inbox({ filter: 'REVIEW', searchParam: '%' });
    expect(wildcard.data?.applicationsByDateAndTypeFilter.totalCount).toBe(0);
  });

  it('counts a search up to its bound and says so above it, its later pages read on from the start (issue 54 §2)', async () => {
    // "Applicant" matches most of the officer's files; the bound is 3 here, SEARCH_TOTAL_BOUND on screen.
    const criteria = { ...searchForApplicant('REVIEW'), limit: 2 };
    const names = (page: { rows: { applicantName: string }[] }) => page.rows.map((row) => row.applicantName);
    const everyMatch = await findInboxPage(t.database.db, {
      ...criteria,
      offset: 0,
      limit: 100,
      searchCountBound: null,
    });
    const matches = everyMatch.totalCount;
    expect(everyMatch.isTotalCountBounded).toBe(false);
    expect(matches).toBeGreaterThan(5);
    const pages = [];
    for (let offset = 0; offset < matches; offset += criteria.limit) {
      const page = await findInboxPage(t.database.db, { ...criteria, offset, searchCountBound: 3 });
      expect(page).toMatchObject({ totalCount: 3, isTotalCountBounded: true });
      pages.push(...names(page));
    }
    // Past the bound the pages go on in the list's order, never read from a wrong end.
    expect(pages).toEqual(names(everyMatch));
    const within = await findInboxPage(t.database.db, { ...criteria, offset: 0, searchCountBound: matches });
    expect(within).toMatchObject({ totalCount: matches, isTotalCountBounded: false });
    // A tab without a search keeps its exact kept total whatever the bound.
    const tab = await findInboxPage(t.database.db, { ...criteria, search: null, offset: 2, searchCountBound: 3 });
    const wholeTab = await findInboxPage(t.database.db, {
      ...criteria,
      search: null,
      offset: 0,
      limit: 100,
      searchCountBound: null,
    });
    expect(tab).toMatchObject({ totalCount: wholeTab.rows.length, isTotalCountBounded: false });
    expect(wholeTab.rows.length).toBeGreaterThan(3);
    // Through the API: the console's bound (1,000) is far above these matches, and the export counts every one.
    for (const all of [false, true]) {
      const answer = await inbox({ filter: 'REVIEW', searchParam: 'Applicant', all });
      expect(answer.data?.applicationsByDateAndTypeFilter).toMatchObject({
        totalCount: 10,
        isTotalCountBounded: false,
      });
    }
  });

  it('finds any part of a name or an identifier, in any script and case, and nothing of another officer’s', async () => {
    const names = async (searchParam: string, token = siteToken) =>
      (await inbox({ filter: 'ALL', searchParam, all: true }, token)).data?.applicationsByDateAndTypeFilter.records.map(
        (record) => record.applicant.applicantName,
      );
    expect(await names('akshm')).toEqual(['Lakshmi Narayana']);
    expect(await names('SHMI nara')).toEqual(['Lakshmi Narayana']);
    expect(await names('mi Na')).toEqual(['Lakshmi Narayana']);
    // Two letters hold no trigram: found all the same.
    expect(await names('Na')).toEqual(['Lakshmi Narayana']);
    expect(await names('మేష్')).toEqual(['రమేష్ కుమార్']);
    const [lakshmi] =
      (await inbox({ filter: 'ALL', searchParam: 'Lakshmi' })).data?.applicationsByDateAndTypeFilter.records ?? [];
    const identifier = lakshmi?.applicationIdentifier ?? '';
    expect(await names(identifier.slice(3).toLowerCase())).toEqual(['Lakshmi Narayana']);
    expect(await names('Lakshmi Devi')).toEqual([]);
    expect(await names('Lakshmi', otherSiteToken)).toEqual(['Lakshmi Devi']);
  });

  it('keys a search by the trigrams every text containing it holds (migration 0030)', async () => {
    const { db } = t.database;
    const texts = [
      'Lakshmi Narayana',
      'రమేష్ కుమార్',
      'GHMC/BP/2026/000123',
      "D'Souza-Reddy  Jr.",
      'xylophone yx',
      'yxxy xyyx',
      'Élodie Ünal',
    ];
    // Every part of every text, searched for, asks only for keys the text holds: no file is missed.
    const missed = await db.execute(sql`
      select text, substr(text, i, j - i + 1) as part
      from unnest(array[${sql.join(
        texts.map((text) => sql`${text}`),
        sql`, `,
      )}]::text[]) as text, generate_series(1, length(text)) as i, generate_series(i, length(text)) as j
      where not inbox_search_keys(1, 'ALL', '', text) @> inbox_pattern_keys(1, 'ALL', substr(text, i, j - i + 1))`);
    expect(rowsOf(missed)).toEqual([]);
    // And the keys narrow: a part of a word asks for its own trigrams, of this officer's tab only.
    const keys = await db.execute(sql`
      select cardinality(inbox_pattern_keys(1, 'ALL', 'akshm')) as part,
        inbox_pattern_keys(1, 'ALL', 'akshm') && inbox_pattern_keys(2, 'ALL', 'akshm') as other_officer,
        inbox_pattern_keys(1, 'ALL', 'akshm') && inbox_pattern_keys(1, 'REVIEW', 'akshm') as other_tab,
        inbox_search_keys(1, 'ALL', '', 'Lakshmi') @> inbox_pattern_keys(1, 'ALL', 'akshx') as other_part`);
    expect(rowsOf(keys)).toEqual([{ part: 3, other_officer: false, other_tab: false, other_part: false }]);
  });

  it('asks the index for the rarest keys of a search once the statistics know the frequent ones', async () => {
    const { db } = t.database;
    const frequencies = createSearchKeyFrequencies({ db, clock: t.clock });
    const [row] = rowsOf(
      await db.execute(sql`
        select inbox_pattern_keys(id, 'ALL', 'Applicant 12')::text[] as keys from officers where username = 'site'`),
    ) as { keys: string[] }[];
    const keys = row?.keys ?? [];
    // Before ANALYZE nothing is known: every key is asked for.
    const unknown = await frequencies.current();
    expect(selectiveKeys(keys, unknown, SEARCH_TOTAL_BOUND)).toEqual(keys);
    await db.execute(sql`analyze work_items`);
    // A process keeps what it read for ten minutes: the statistics only choose how few entries a search reads.
    expect(await frequencies.current()).toBe(unknown);
    const start = t.clock.now();
    t.clock.advance(KEY_FREQUENCIES_MAX_AGE_MS);
    try {
      // "Applicant" is in every name of the site officer's tab; "12" in one.
      const known = await frequencies.current();
      const asked = selectiveKeys(keys, known, SEARCH_TOTAL_BOUND);
      expect(asked.length).toBeGreaterThan(0);
      expect(asked.length).toBeLessThan(keys.length);
      // The statistics count items: none of the site officer's keys is held by more items than the index holds.
      const [indexRows] = rowsOf(await db.execute(sql`select count(*)::int as n from work_items`)) as { n: number }[];
      expect(Math.max(...known.values())).toBeLessThanOrEqual(indexRows?.n ?? 0);
      // A search whose keys every item holds walks the list in its order instead, finding the same matches.
      const criteria = { ...searchForApplicant('ALL'), limit: 100, offset: 0 };
      const [applicant] = rowsOf(
        await db.execute(sql`
          select inbox_pattern_keys(${siteId}, 'ALL', 'Applicant')::text[] as keys`),
      ) as { keys: string[] }[];
      expect(selectiveKeys(applicant?.keys ?? [], known, 0)).toEqual([]);
      expect(selectiveKeys(applicant?.keys ?? [], known, null).length).toBeGreaterThan(0);
      const throughKeys = await findInboxPage(db, { ...criteria, searchCountBound: null }, known);
      const walked = await findInboxPage(db, { ...criteria, searchCountBound: 0 }, known);
      expect(walked.rows.map((r) => r.application.id)).toEqual(throughKeys.rows.map((r) => r.application.id));
      expect(throughKeys.rows.length).toBeGreaterThan(5);
      const found = await inbox({ filter: 'ALL', searchParam: 'Applicant 12' });
      expect(found.data?.applicationsByDateAndTypeFilter.records.map((r) => r.applicant.applicantName)).toEqual([
        'Applicant 12',
      ]);
    } finally {
      t.clock.set(start);
    }
  });

  it('counts every tab in one call, each count equal to its list', async () => {
    const COUNTS = `query ($applicationType: [String!]) { inboxTabCounts(applicationType: $applicationType) { filter count } }`;
    type TCounts = { inboxTabCounts: { filter: string; count: number }[] };
    const answer = await t.graphql<TCounts>(COUNTS, {}, { token: siteToken });
    const counts = Object.fromEntries(answer.data?.inboxTabCounts.map((tab) => [tab.filter, tab.count]) ?? []);
    expect(counts).toMatchObject({ REVIEW: 12, SUBMISSIONS: 1, PROCESSED: 2, COMPLETED: 1, ALL: 14, DEEMED: 0 });
    for (const [filter, count] of Object.entries(counts)) {
      expect((await inbox({ filter })).data?.applicationsByDateAndTypeFilter.totalCount).toBe(count);
    }
    const registrations = await t.graphql<TCounts>(COUNTS, { applicationType: ['REGISTRATION'] }, { token: siteToken });
    expect(registrations.data?.inboxTabCounts.find((tab) => tab.filter === 'REVIEW')?.count).toBe(6);
    const theirs = await t.graphql<TCounts>(COUNTS, {}, { token: otherSiteToken });
    expect(theirs.data?.inboxTabCounts.find((tab) => tab.filter === 'ALL')?.count).toBe(1);
  });

  it('refuses bad arguments with a clear message and requires a session', async () => {
    expect((await inbox({ filter: 'REVIEW', page: 0 })).errors?.[0]?.message).toBe('Page starts at 1');
    expect((await inbox({ filter: 'REVIEW', status: ['NOT_A_STATUS'] })).errors?.[0]?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
    expect((await inbox({ filter: 'REVIEW', receivedDateParam: '03-10-2026' })).errors?.[0]?.message).toBe(
      'Received date must be a day written YYYY-MM-DD',
    );
    expect((await t.graphql(INBOX, { filter: 'REVIEW' })).errors?.[0]?.message).toBe(AUTH_MESSAGES.unauthenticated);
  });
});

describe('export to Excel', () => {
  const download = (query: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/exports/applications.xlsx?${query}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const rowsOf = async (body: Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  };

  it('exports the current page, and every row after asking for all, under a fixed file name', async () => {
    const page = await download('filter=REVIEW&page=2&perPage=10', siteToken);
    expect(page.headers['content-disposition']).toBe('attachment; filename="Applications.xlsx"');
    const pageRows = await rowsOf(page.rawPayload);
    expect(pageRows[0]).toEqual([
      'S.No',
      'Applicant Name',
      'Plot Area (Sq.m)',
      'Applicant List Id',
      'Application Id',
      'Application Type',
      'Status',
    ]);
    expect(pageRows.slice(1).map((row) => row[0])).toEqual([11, 12]);

    const all = await rowsOf((await download('filter=REVIEW&all=true', siteToken)).rawPayload);
    expect(all).toHaveLength(13);
    expect(all.slice(1).map((row) => row[1])).toContain('Lakshmi Narayana');
    // Compound walls are instant approvals with their CW tag (issue 18).
    expect(
      all
        .slice(1)
        .filter((row) => row[1] === 'Applicant 3')
        .map((row) => row[5]),
    ).toEqual(['Instant Approval (CW)']);
  });

  it('needs a session and the officer’s own rows only', async () => {
    expect((await download('filter=REVIEW&all=true')).statusCode).toBe(401);
    const theirs = await rowsOf((await download('filter=ALL&all=true', otherSiteToken)).rawPayload);
    expect(theirs).toHaveLength(2);
    expect((await download('filter=NOPE', siteToken)).statusCode).toBe(400);
  });

  it('writes numbers as numbers, the applicant list id, and Telugu headers for a Telugu officer (issue 19)', async () => {
    const set = (language: string) =>
      t.graphql(
        `mutation ($language: String!) { setPreferredLanguage(language: $language) { id } }`,
        { language },
        {
          token: siteToken,
        },
      );
    await set('te');
    const response = await download('filter=REVIEW&all=true', siteToken);
    await set('en');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet?.getCell('A1').font?.bold).toBe(true);
    const rows = await rowsOf(response.rawPayload);
    expect(rows[0]).toEqual([
      'క్ర.సం.',
      'దరఖాస్తుదారు పేరు',
      'స్థల విస్తీర్ణం (Sq.m)',
      'దరఖాస్తుదారు జాబితా ఐడి',
      'దరఖాస్తు ఐడి',
      'దరఖాస్తు రకం',
      'స్థితి',
    ]);
    for (const row of rows.slice(1)) {
      expect(typeof row[0]).toBe('number');
      expect(typeof row[3], 'Applicant List Id').toBe('number');
    }
    expect(sheet?.getCell(2, 3).numFmt).toBe('0.00');
  });
});
