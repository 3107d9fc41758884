import { REPORT_MESSAGES } from '@anumati/domain';
import { describe, expect, it } from 'vitest';
import { reportTestApp } from '../../testing/report-fixtures';

const REPORTS = `query ($type: ReportType!, $ulbs: [String!], $districts: [String!], $authorities: [String!],
  $applicationTypes: [String!], $groupBy: ReportGroup, $startDate: String, $endDate: String) {
  reports(type: $type, ulbs: $ulbs, districts: $districts, authorities: $authorities, applicationTypes: $applicationTypes,
    groupBy: $groupBy, startDate: $startDate, endDate: $endDate) {
    type groupBy startDate endDate
    rows { key label applicationType received approved rejected with_citizen under_process deemed }
  }
}`;

const LIST = `query ($applicationStatus: ReportApplicationStatus!, $applicationType: String, $page: Int, $perPage: Int,
  $ulbs: [String!], $circles: [String!], $startDate: String, $endDate: String, $search: String) {
  reportApplications(applicationStatus: $applicationStatus, applicationType: $applicationType, page: $page,
    perPage: $perPage, ulbs: $ulbs, circles: $circles, startDate: $startDate, endDate: $endDate, search: $search) {
    totalCount totalPages
    records { id applicationIdentifier applicationType status appliedAt approvalDate remarks
      officersRemarks { key text } property { location { circle ulbName district districtAdministrationArea } } }
  }
}`;

const SEARCH = `query ($q: String!) {
  officerApplicationSearch(searchParam: $q) {
    totalCount
    records { daysDelayed penaltyAmount isOverdue application { applicationIdentifier applicant { applicantName } } }
  }
}`;

type TRow = {
  key: string;
  label: string;
  applicationType: string;
  received: number;
  approved: number;
  rejected: number;
  with_citizen: number;
  under_process: number;
  deemed: number;
};
type TReport = { reports: { type: string; startDate: string; endDate: string; rows: TRow[] } };
type TList = {
  reportApplications: {
    totalCount: number;
    totalPages: number;
    records: {
      applicationIdentifier: string;
      status: string;
      approvalDate: string | null;
      property: { location: Record<string, string | null> };
    }[];
  };
};

const app = reportTestApp();

const report = (token: string, variables: Record<string, unknown>) =>
  app.t.graphql<TReport>(REPORTS, variables, { token });
const byType = (rows: TRow[]) => Object.fromEntries(rows.map((row) => [row.applicationType, row]));
const counts = (row: TRow | undefined) =>
  row && [row.received, row.approved, row.rejected, row.with_citizen, row.under_process, row.deemed];

describe('reports (spec 3 §7) within the report scope (spec 1 §6)', () => {
  it('gives the state-level monitor every ULB, per application type, from 2020 to today', async () => {
    const answer = await report(app.fixtures.tokens.chasing, { type: 'CONSOLIDATED' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.reports).toMatchObject({ startDate: '2020-01-01', endDate: '2026-11-02' });
    const rows = byType(answer.data?.reports.rows ?? []);
    // received, approved, rejected, with citizen, under process, deemed; the draft is not counted.
    expect(counts(rows['SELF CERTIFICATION'])).toEqual([4, 3, 1, 0, 0, 0]);
    expect(counts(rows.REGISTRATION)).toEqual([1, 0, 0, 0, 1, 0]);
    expect(counts(rows['SINGLE WINDOW'])).toEqual([3, 0, 0, 1, 1, 1]);
    expect(counts(rows.OCCUPANCY)).toEqual([1, 0, 0, 0, 1, 0]);
    expect(rows['SELF CERTIFICATION']?.label).toBe('Instant Approval');
  });

  it('gives a ULB-bound commissioner only their ULB, and refuses another asked for (issue 18 §4)', async () => {
    const own = byType(
      (await report(app.fixtures.tokens.commissionerA, { type: 'CONSOLIDATED' })).data?.reports.rows ?? [],
    );
    expect(counts(own['SELF CERTIFICATION'])).toEqual([3, 2, 1, 0, 0, 0]);
    expect(counts(own.OCCUPANCY)).toEqual([0, 0, 0, 0, 0, 0]);
    const other = await report(app.fixtures.tokens.commissionerA, { type: 'CONSOLIDATED', ulbs: ['HMDA ULB'] });
    expect(other.errors?.[0]).toMatchObject({
      message: REPORT_MESSAGES.outsideScope,
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('gives a district-bound collector their district and an authority-bound director their authority', async () => {
    const district = byType(
      (await report(app.fixtures.tokens.collectorA, { type: 'CONSOLIDATED' })).data?.reports.rows ?? [],
    );
    expect(counts(district['SELF CERTIFICATION'])).toEqual([3, 2, 1, 0, 0, 0]);
    const authority = byType(
      (await report(app.fixtures.tokens.directorB, { type: 'CONSOLIDATED' })).data?.reports.rows ?? [],
    );
    expect(counts(authority['SELF CERTIFICATION'])).toEqual([1, 1, 0, 0, 0, 0]);
    expect(counts(authority.OCCUPANCY)).toEqual([1, 0, 0, 0, 1, 0]);
    const narrowed = await report(app.fixtures.tokens.directorB, {
      type: 'CONSOLIDATED',
      districts: ['GHMC district'],
    });
    expect(narrowed.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('gives offices without reports the dashboards’ counts over their own ULB, not the report menu', async () => {
    const answer = await report(app.fixtures.tokens.siteA, { type: 'CONSOLIDATED' });
    expect(counts(byType(answer.data?.reports.rows ?? [])['SELF CERTIFICATION'])).toEqual([3, 2, 1, 0, 0, 0]);
    const scope = await app.t.graphql<{ reportScope: { level: string; hasReports: boolean } }>(
      '{ reportScope { level hasReports } }',
      {},
      {
        token: app.fixtures.tokens.siteA,
      },
    );
    expect(scope.data?.reportScope).toEqual({ level: 'ULB', hasReports: false });
  });

  it('asks for a session', async () => {
    const answer = await app.t.graphql(REPORTS, { type: 'CONSOLIDATED' });
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('presets the filters of the officer’s scope', async () => {
    const query = '{ reportScope { level authorities districts ulbs authorityOptions } }';
    const scopes = await Promise.all(
      (['chasing', 'commissionerA', 'collectorA', 'directorB'] as const).map(
        async (key) =>
          (await app.t.graphql<{ reportScope: object }>(query, {}, { token: app.fixtures.tokens[key] })).data
            ?.reportScope,
      ),
    );
    expect(scopes).toEqual([
      { level: 'STATE', authorities: [], districts: [], ulbs: [], authorityOptions: ['GHMC', 'HMDA'] },
      {
        level: 'ULB',
        authorities: ['GHMC'],
        districts: ['GHMC district'],
        ulbs: ['GHMC ULB'],
        authorityOptions: ['GHMC'],
      },
      { level: 'DISTRICT', authorities: ['GHMC'], districts: ['GHMC district'], ulbs: [], authorityOptions: ['GHMC'] },
      { level: 'AUTHORITY', authorities: ['HMDA'], districts: [], ulbs: [], authorityOptions: ['HMDA'] },
    ]);
  });

  it('counts per month over a year, every month listed', async () => {
    const answer = await report(app.fixtures.tokens.chasing, {
      type: 'MONTHLY',
      startDate: '2026-01-01',
      endDate: '2026-11-02',
    });
    const rows = answer.data?.reports.rows ?? [];
    expect(new Set(rows.map((row) => row.key)).size).toBe(11);
    const october = rows.filter((row) => row.key === '2026-10');
    expect(october[0]?.label).toBe('October 2026');
    expect(october.reduce((sum, row) => sum + row.received, 0)).toBe(6);
    const august = rows.filter((row) => row.key === '2026-08');
    expect(august.reduce((sum, row) => sum + row.deemed, 0)).toBe(1);
  });

  it('counts part of a month from the applications themselves', async () => {
    const answer = await report(app.fixtures.tokens.chasing, {
      type: 'MONTHLY',
      startDate: '2026-10-05',
      endDate: '2026-10-19',
    });
    const rows = byType(answer.data?.reports.rows ?? []);
    expect(rows['SELF CERTIFICATION']?.received).toBe(2);
    expect(rows['SINGLE WINDOW']?.received).toBe(1);
    expect(rows.REGISTRATION?.received).toBe(0);
  });

  it('groups by authority, district or ULB, and filters by application type', async () => {
    const answer = await report(app.fixtures.tokens.chasing, {
      type: 'ANNUAL',
      groupBy: 'AUTHORITY',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      applicationTypes: ['SELF CERTIFICATION'],
    });
    expect(answer.data?.reports.rows.map((row) => [row.key, row.applicationType, row.received])).toEqual([
      ['GHMC', 'SELF CERTIFICATION', 2],
      ['HMDA', 'SELF CERTIFICATION', 1],
    ]);
  });

  it('refuses a range that ends before it starts, or a day that does not exist', async () => {
    const backwards = await report(app.fixtures.tokens.chasing, {
      type: 'MONTHLY',
      startDate: '2026-03-01',
      endDate: '2026-02-01',
    });
    expect(backwards.errors?.[0]?.message).toBe(REPORT_MESSAGES.startAfterEnd);
    const noSuchDay = await report(app.fixtures.tokens.chasing, { type: 'MONTHLY', startDate: '2026-02-29' });
    expect(noSuchDay.errors?.[0]?.message).toBe(REPORT_MESSAGES.badDay);
  });
});

describe('reportApplications (spec 3 §7)', () => {
  const list = (token: string, variables: Record<string, unknown>) => app.t.graphql<TList>(LIST, variables, { token });

  it('lists a cell’s applications newest first, 10 a page by default, with the cell’s count', async () => {
    const answer = await list(app.fixtures.tokens.chasing, { applicationStatus: 'APPROVED' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.reportApplications.totalCount).toBe(3);
    expect(answer.data?.reportApplications.records.map((record) => record.applicationIdentifier)).toEqual([
      app.fixtures.file('approvedB').identifier,
      app.fixtures.file('approvedA').identifier,
      app.fixtures.file('lastYearA').identifier,
    ]);
    const first = answer.data?.reportApplications.records[1];
    expect(first?.property.location).toEqual({
      circle: 'Madhapur',
      ulbName: 'GHMC ULB',
      district: 'GHMC district',
      districtAdministrationArea: 'GHMC',
    });
    expect(first?.approvalDate).toBe('2026-10-12T06:00:00.000Z');
  });

  it('pages, and narrows by type, dates and circle', async () => {
    const paged = await list(app.fixtures.tokens.chasing, { applicationStatus: 'APPROVED', perPage: 2, page: 2 });
    expect(paged.data?.reportApplications).toMatchObject({ totalCount: 3, totalPages: 2 });
    expect(paged.data?.reportApplications.records).toHaveLength(1);
    const withCitizen = await list(app.fixtures.tokens.chasing, {
      applicationStatus: 'WITH_CITIZEN',
      applicationType: 'SINGLE WINDOW',
    });
    expect(withCitizen.data?.reportApplications.records.map((record) => record.status)).toEqual(['SHORTFALL']);
    const october = await list(app.fixtures.tokens.chasing, {
      applicationStatus: 'VERIFICATION_UNDER_PROGRESS',
      startDate: '2026-10-15',
      endDate: '2026-10-31',
    });
    expect(october.data?.reportApplications.totalCount).toBe(2);
    const circle = await list(app.fixtures.tokens.chasing, { applicationStatus: 'APPROVED', circles: ['Madhapur'] });
    expect(circle.data?.reportApplications.totalCount).toBe(1);
  });

  it('searches every page, not the one on screen, and the count and pages follow the search', async () => {
    const token = app.fixtures.tokens.chasing;
    const third = await list(token, { applicationStatus: 'APPROVED', perPage: 1, page: 3 });
    expect(third.data?.reportApplications).toMatchObject({ totalCount: 3, totalPages: 3 });
    const lastYear = app.fixtures.file('lastYearA').identifier;
    expect(third.data?.reportApplications.records.map((record) => record.applicationIdentifier)).toEqual([lastYear]);

    const byId = await list(token, { applicationStatus: 'APPROVED', perPage: 1, search: ` ${lastYear} ` });
    expect(byId.errors).toBeUndefined();
    expect(byId.data?.reportApplications.totalCount).toBe(1);
    expect(byId.data?.reportApplications.records.map((record) => record.applicationIdentifier)).toEqual([lastYear]);

    // The ULB's name, its district and its authority's code match too, in any case.
    const ghmc = app.fixtures.file('approvedA').identifier;
    for (const search of ['ghmc ulb', 'GHMC DISTRICT', 'gHmC']) {
      const answer = await list(token, { applicationStatus: 'APPROVED', perPage: 1, page: 2, search });
      expect(answer.data?.reportApplications).toMatchObject({ totalCount: 2, totalPages: 2 });
      expect(answer.data?.reportApplications.records.map((record) => record.applicationIdentifier)).toEqual([lastYear]);
    }
    const firstGhmc = await list(token, { applicationStatus: 'APPROVED', perPage: 1, search: 'GHMC' });
    expect(firstGhmc.data?.reportApplications.records.map((record) => record.applicationIdentifier)).toEqual([ghmc]);

    // A wildcard is taken literally, and no match is an empty list.
    const none = await list(token, { applicationStatus: 'APPROVED', search: '%' });
    expect(none.data?.reportApplications).toEqual({ totalCount: 0, totalPages: 0, records: [] });
  });

  it('never lists another ULB’s files to a ULB-bound officer', async () => {
    const answer = await list(app.fixtures.tokens.commissionerA, { applicationStatus: 'APPROVED', ulbs: ['HMDA ULB'] });
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const own = await list(app.fixtures.tokens.commissionerA, { applicationStatus: 'APPROVED' });
    expect(
      own.data?.reportApplications.records.every((record) => record.property.location.ulbName === 'GHMC ULB'),
    ).toBe(true);
  });
});

describe('officerApplicationSearch (spec 3 §2 /search)', () => {
  type TSearch = {
    officerApplicationSearch: {
      totalCount: number;
      records: {
        daysDelayed: number;
        penaltyAmount: number;
        isOverdue: boolean;
        application: { applicationIdentifier: string; applicant: { applicantName: string } };
      }[];
    };
  };
  const search = (token: string, q: string) => app.t.graphql<TSearch>(SEARCH, { q }, { token });

  it('finds by applicant name and by file number, with the delay and its penalty', async () => {
    const byName = await search(app.fixtures.tokens.chasing, 'lakshmi');
    expect(byName.data?.officerApplicationSearch.records).toEqual([
      {
        daysDelayed: 7,
        penaltyAmount: 1000,
        isOverdue: false,
        application: {
          applicationIdentifier: app.fixtures.file('approvedB').identifier,
          applicant: { applicantName: 'Lakshmi Narayana' },
        },
      },
    ]);
    const byNumber = await search(app.fixtures.tokens.chasing, app.fixtures.file('day20A').identifier);
    expect(byNumber.data?.officerApplicationSearch.records[0]).toMatchObject({
      daysDelayed: 12,
      penaltyAmount: 3000,
      isOverdue: true,
    });
  });

  it('searches only the files the officer may open', async () => {
    expect((await search(app.fixtures.tokens.commissionerA, 'Lakshmi')).data?.officerApplicationSearch.totalCount).toBe(
      0,
    );
    expect((await search(app.fixtures.tokens.siteB, 'Lakshmi')).data?.officerApplicationSearch.totalCount).toBe(1);
    expect(
      (await search(app.fixtures.tokens.siteA, app.fixtures.file('approvedB').identifier)).data
        ?.officerApplicationSearch.totalCount,
    ).toBe(0);
    // Drafts never reached an officer.
    expect(
      (await search(app.fixtures.tokens.chasing, app.fixtures.file('draftA').identifier)).data?.officerApplicationSearch
        .totalCount,
    ).toBe(0);
  });

  it('needs something to search for', async () => {
    const answer = await search(app.fixtures.tokens.chasing, '  ');
    expect(answer.errors?.[0]?.message).toBe(REPORT_MESSAGES.searchRequired);
  });
});
