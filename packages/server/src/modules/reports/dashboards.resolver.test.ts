import { REPORT_MESSAGES, type TApplicationStatus } from '@anumati/domain';
import { feeLine as line, HOUSE_FEE_INPUTS } from '@anumati/domain/fixtures/fees';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { HTTP_STATUS } from '../../http/rest';
import { createOfficer } from '../../testing/fixtures';
import { on, reportTestApp } from '../../testing/report-fixtures';
import { applications } from '../application/application.table';
import { findFeeRevenueFiles, insertApplicationFee } from '../fees/fees.repository';
import { officers } from '../officer/officer.table';

const app = reportTestApp();

const INITIAL = 1000;
const fee = (permit: number, certifiedPermit?: number) => ({
  calculated: [line('Initial Processing Fees', INITIAL), line('Building Permit Fee', permit)],
  certified:
    certifiedPermit === undefined
      ? null
      : [line('Initial Processing Fees', INITIAL), line('Building Permit Fee', permit, certifiedPermit)],
});

/**
 * The fees this test writes, by fixture file: an instant approval raised by 3,000 and paid; one as calculated;
 * a single-window file whose lowered fee was intimated (PAYMENT_INTIATED) and not paid; one before its
 * intimation; a draft (no one's revenue); and an instant approval in the other ULB.
 */
const FEES = {
  approvedA: { ...fee(20000, 23000), isFeePaid: true },
  rejectedA: { ...fee(10000), isFeePaid: false },
  day20A: { ...fee(30000, 28000), isFeePaid: false, status: 'PAYMENT_INTIATED' as TApplicationStatus },
  shortfallA: { ...fee(5000), isFeePaid: false },
  draftA: { ...fee(4000), isFeePaid: false },
  approvedB: { ...fee(7000), isFeePaid: false },
};

const tokens = { fao: '', vc: '' };

beforeAll(async () => {
  const db = app.t.database.db;
  for (const [key, written] of Object.entries(FEES)) {
    const { id } = app.fixtures.file(key);
    await insertApplicationFee(db, {
      applicationId: id,
      // The revenue reads the breakups alone; the calculator's inputs play no part.
      inputs: HOUSE_FEE_INPUTS,
      calculatedBreakup: written.calculated,
      calculatedAt: on(10, 1),
      updatedBreakup: written.certified,
    });
    await db
      .update(applications)
      .set({ isFeePaid: written.isFeePaid, ...('status' in written ? { status: written.status } : {}) })
      .where(eq(applications.id, id));
  }
  // Offices without reports (spec 1 §6) that the spec gives the Revenue Dashboard (spec 1 §2.7).
  const { a, b } = app.fixtures.places;
  await createOfficer(db, {
    username: 'fao.a',
    mobile: '9100000011',
    role: 'FINAL APPROVING OFFICER',
    jurisdiction: a,
  });
  const vc = await createOfficer(db, {
    username: 'vc.b',
    mobile: '9100000012',
    role: 'VICE CHAIRMAN',
    jurisdiction: b,
  });
  await db.update(officers).set({ ulbId: null, districtId: null }).where(eq(officers.id, vc.id));
  tokens.fao = await app.t.signIn('fao.a', '9100000011');
  tokens.vc = await app.t.signIn('vc.b', '9100000012');
});

const REVENUE = `query ($filter: OfficerReportFilter) {
  revenue(filter: $filter) {
    rows { ulbName district applicationType files intimated paid pending adjusted }
    total { files intimated paid pending adjusted }
  }
}`;
type TFigures = { files: number; intimated: number; paid: number; pending: number; adjusted: number };
type TRevenue = { revenue: { rows: (TFigures & { ulbName: string; applicationType: string })[]; total: TFigures } };

const revenue = (token: string, filter: object = {}) => app.t.graphql<TRevenue>(REVENUE, { filter }, { token });

// What each file's fee comes to, worked out from the amounts written above.
const approvedA = { intimated: INITIAL + 23000, paid: INITIAL + 23000, pending: 0, adjusted: 23000 - 20000 };
const rejectedA = { intimated: INITIAL + 10000, paid: INITIAL + 10000, pending: 0, adjusted: 0 };
// Intimated in full at the lowered amount; only the initial fees are paid.
const day20A = { intimated: INITIAL + 28000, paid: INITIAL, pending: 28000, adjusted: 28000 - 30000 };
// Before its intimation the applicant was told, and paid, the initial fees.
const shortfallA = { intimated: INITIAL, paid: INITIAL, pending: 0, adjusted: 0 };
const approvedB = { intimated: INITIAL + 7000, paid: INITIAL + 7000, pending: 0, adjusted: 0 };

const sum = (...files: Omit<TFigures, 'files'>[]): TFigures => ({
  files: files.length,
  intimated: files.reduce((total, file) => total + file.intimated, 0),
  paid: files.reduce((total, file) => total + file.paid, 0),
  pending: files.reduce((total, file) => total + file.pending, 0),
  adjusted: files.reduce((total, file) => total + file.adjusted, 0),
});

describe('revenue: the Revenue Dashboard (spec 1 §2.7) over the dashboard scope', () => {
  it('gives a final approving officer, who has no reports, their ULB’s fees per type', async () => {
    const answer = await revenue(tokens.fao);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.revenue).toEqual({
      rows: [
        {
          ulbName: 'GHMC ULB',
          district: 'GHMC district',
          applicationType: 'SELF CERTIFICATION',
          ...sum(approvedA, rejectedA),
        },
        {
          ulbName: 'GHMC ULB',
          district: 'GHMC district',
          applicationType: 'SINGLE WINDOW',
          ...sum(day20A, shortfallA),
        },
      ],
      total: sum(approvedA, rejectedA, day20A, shortfallA),
    });
  });

  it('gives a vice chairman bound to an authority that authority’s ULBs, and the state offices every ULB', async () => {
    expect((await revenue(tokens.vc)).data?.revenue.total).toEqual(sum(approvedB));
    const state = await revenue(app.fixtures.tokens.chasing);
    expect(state.data?.revenue.rows.map((row) => [row.ulbName, row.applicationType, row.files])).toEqual([
      ['GHMC ULB', 'SELF CERTIFICATION', 2],
      ['GHMC ULB', 'SINGLE WINDOW', 2],
      ['HMDA ULB', 'SELF CERTIFICATION', 1],
    ]);
    expect(state.data?.revenue.total).toEqual(sum(approvedA, rejectedA, day20A, shortfallA, approvedB));
  });

  it('counts the files applied for in the period, and the types asked for', async () => {
    // approvedA was applied for on 5 October, rejectedA on 10 September.
    const october = await revenue(tokens.fao, { startDate: '2026-10-01', applicationTypes: ['SELF CERTIFICATION'] });
    expect(october.data?.revenue.total).toEqual(sum(approvedA));
  });

  it('refuses another ULB’s figures asked for by a forged filter (FORBIDDEN), on screen and in the export', async () => {
    const forged = await revenue(tokens.fao, { ulbs: ['HMDA ULB'] });
    expect(forged.errors?.[0]).toMatchObject({
      message: REPORT_MESSAGES.outsideScope,
      extensions: { code: 'FORBIDDEN' },
    });
    const byDistrict = await revenue(tokens.vc, { districts: ['GHMC district'] });
    expect(byDistrict.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const exported = await app.t.app.inject({
      method: 'GET',
      url: `/api/exports/reports/revenue.xlsx?args=${encodeURIComponent(JSON.stringify({ ulbs: ['HMDA ULB'] }))}`,
      headers: { authorization: `Bearer ${tokens.fao}` },
    });
    expect(exported.statusCode).toBe(HTTP_STATUS.FORBIDDEN);
    expect(exported.json()).toEqual({ success: false, message: REPORT_MESSAGES.outsideScope });
  });

  it('refuses the revenue figures to an office the spec does not give them', async () => {
    const answer = await revenue(app.fixtures.tokens.siteA);
    expect(answer.errors?.[0]).toMatchObject({ message: REPORT_MESSAGES.noRevenue, extensions: { code: 'FORBIDDEN' } });
  });
});

describe('the other dashboards for an officer without reports', () => {
  it('scopes a site inspector to their ULB, without the report menu', async () => {
    const scope = await app.t.graphql<{ reportScope: object }>(
      '{ reportScope { level hasReports ulbs } }',
      {},
      { token: app.fixtures.tokens.siteA },
    );
    expect(scope.data?.reportScope).toEqual({ level: 'ULB', hasReports: false, ulbs: ['GHMC ULB'] });
    const counts = await app.t.graphql<{ reports: { rows: { applicationType: string; received: number }[] } }>(
      '{ reports(type: CONSOLIDATED) { rows { applicationType received } } }',
      {},
      { token: app.fixtures.tokens.siteA },
    );
    // Only the GHMC ULB's files: 3 instant approvals (the draft aside), none of the HMDA ULB's.
    expect(counts.data?.reports.rows.find((row) => row.applicationType === 'SELF CERTIFICATION')?.received).toBe(3);
    const menuReport = await app.t.graphql('{ penalties { officerName } }', {}, { token: app.fixtures.tokens.siteA });
    expect(menuReport.errors?.[0]).toMatchObject({
      message: REPORT_MESSAGES.noReports,
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('refuses a report office’s forged filter too', async () => {
    const answer = await app.t.graphql(
      '{ reports(type: CONSOLIDATED, ulbs: ["HMDA ULB"]) { rows { received } } }',
      {},
      { token: app.fixtures.tokens.commissionerA },
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the fee records the Revenue Dashboard reads', () => {
  it('come a batch at a time, in application order, each file once and none left out', async () => {
    const db = app.t.database.db;
    const criteria = { ulbIds: null, applicationTypes: null, from: null, to: null };
    const all = await findFeeRevenueFiles(db, criteria, { afterId: 0, limit: 1000 });
    const batched: number[] = [];
    for (let afterId = 0; ;) {
      const batch = await findFeeRevenueFiles(db, criteria, { afterId, limit: 2 });
      batched.push(...batch.map((file) => file.applicationId));
      const last = batch.at(-1);
      if (!last) break;
      afterId = last.applicationId;
    }
    // Every fixture file with a fee but the draft.
    expect(all).toHaveLength(Object.keys(FEES).length - 1);
    expect(batched).toEqual(all.map((file) => file.applicationId));
    expect(batched).toEqual([...batched].sort((a, b) => a - b));
  });
});
