import { ALERT_MESSAGES } from '@anumati/domain';
import { and, eq, isNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_OFFICERS, reportTestApp } from '../../testing/report-fixtures';
import { raiseAlert } from '../alerts/alerts.repository';
import { alerts } from '../alerts/alerts.table';
import { auditEvents } from '../audit/audit.table';
import { officers } from '../officer/officer.table';

const app = reportTestApp();

const LIST = `{ deemedReviewAlerts { id raisedAt kind kindLabel applicationId applicationIdentifier ulbName reviewerName reviewerRole reviewSentTo message } }`;
const RESOLVE = `mutation ($id: ID!, $remark: String!) { resolveAlert(id: $id, remark: $remark) { id resolvedAt remark } }`;

type TListed = { deemedReviewAlerts: { id: string; applicationIdentifier: string; reviewSentTo: string }[] };
type TAnswer = { errors?: { message: string; extensions?: { code?: string } }[] };

const codeOf = (answer: TAnswer) => answer.errors?.[0]?.extensions?.code;

/** The ids of the alerts raised for the tests, by the file they are about. */
const ids = {} as Record<'escalatedA' | 'unassignedA' | 'escalatedB', string>;

beforeAll(async () => {
  const { db } = app.t.database;
  const { file, places } = app.fixtures;
  const [collector] = await db
    .select({ id: officers.id })
    .from(officers)
    .where(eq(officers.username, REPORT_OFFICERS.collectorA.username));
  const raise = async (key: keyof typeof ids, options: { file: string; ulbId: number; reviewerId: number | null }) => {
    await raiseAlert(db, {
      raisedAt: app.t.clock.now(),
      kind: options.reviewerId ? 'DEEMED_REVIEW_ESCALATED' : 'DEEMED_REVIEW_UNASSIGNED',
      applicationId: file(options.file).id,
      ulbId: options.ulbId,
      message: `Deemed approval of ${file(options.file).identifier}: no decision officer in its ULB`,
      details: { reviewerId: options.reviewerId },
    });
    const [row] = await db
      .select({ id: alerts.id })
      .from(alerts)
      .where(eq(alerts.applicationId, file(options.file).id));
    ids[key] = String(row?.id);
  };
  await raise('escalatedA', { file: 'deemedA', ulbId: places.a.ulb.id, reviewerId: collector?.id ?? null });
  await raise('unassignedA', { file: 'day20A', ulbId: places.a.ulb.id, reviewerId: null });
  await raise('escalatedB', { file: 'approvedB', ulbId: places.b.ulb.id, reviewerId: collector?.id ?? null });
});

describe('deemedReviewAlerts (issue 14: the chasing cell is alerted)', () => {
  it('shows the state chasing cell every open alert, oldest first, with whom the review went to', async () => {
    const answer = await app.t.graphql<TListed>(LIST, {}, { token: app.fixtures.tokens.chasing });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.deemedReviewAlerts).toEqual([
      expect.objectContaining({
        id: ids.escalatedA,
        kind: 'DEEMED_REVIEW_ESCALATED',
        kindLabel: 'Review sent up the hierarchy',
        applicationIdentifier: app.fixtures.file('deemedA').identifier,
        applicationId: String(app.fixtures.file('deemedA').id),
        ulbName: 'GHMC ULB',
        reviewerName: 'Test collector.a',
        reviewerRole: 'DISTRICT COLLECTOR',
        reviewSentTo: 'Test collector.a (DISTRICT COLLECTOR)',
        raisedAt: app.t.clock.now().toISOString(),
      }),
      expect.objectContaining({
        id: ids.unassignedA,
        kindLabel: 'Nobody to review',
        reviewerName: null,
        reviewerRole: null,
        reviewSentTo: 'Nobody',
      }),
      expect.objectContaining({ id: ids.escalatedB, ulbName: 'HMDA ULB' }),
    ]);
  });

  it('shows an officer of another ULB none of this ULB’s alerts, and a district officer their district’s', async () => {
    const director = await app.t.graphql<TListed>(LIST, {}, { token: app.fixtures.tokens.directorB });
    expect(director.data?.deemedReviewAlerts.map((alert) => alert.id)).toEqual([ids.escalatedB]);
    const commissioner = await app.t.graphql<TListed>(LIST, {}, { token: app.fixtures.tokens.commissionerA });
    expect(commissioner.data?.deemedReviewAlerts.map((alert) => alert.id)).toEqual([ids.escalatedA, ids.unassignedA]);
  });

  /** The director's export of the alerts, its sheet and rows. */
  const exportAlerts = async () => {
    const response = await app.t.app.inject({
      method: 'GET',
      url: `/api/exports/reports/deemed-review-alerts.xlsx?args=${encodeURIComponent('{}')}`,
      headers: { authorization: `Bearer ${app.fixtures.tokens.directorB}` },
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { sheet: workbook.worksheets[0], rows };
  };

  it('exports the list as the dashboard shows it, the time of day in India', async () => {
    const { sheet, rows } = await exportAlerts();
    expect(sheet?.getCell(2, 4).numFmt).toBe('dd-mm-yyyy hh:mm');
    expect(rows).toEqual([
      ['S.No', 'Application No.', 'ULB', 'Raised On', 'Alert', 'Review Sent To', 'Message'],
      [
        1,
        app.fixtures.file('approvedB').identifier,
        'HMDA ULB',
        // The test clock reads 2 November 2026, 11:00 in India: a real date and time (issue 19), India's wall clock.
        new Date('2026-11-02T11:00:00Z'),
        'Review sent up the hierarchy',
        'Test collector.a (DISTRICT COLLECTOR)',
        `Deemed approval of ${app.fixtures.file('approvedB').identifier}: no decision officer in its ULB; the review went to Test collector.a (DISTRICT COLLECTOR)`,
      ],
    ]);
  });

  it('exports it in Telugu for an officer who chose Telugu: the alert, the reviewer’s role and the message', async () => {
    const setLanguage = (language: string) =>
      app.t.graphql(
        `mutation ($language: String!) { setPreferredLanguage(language: $language) { id } }`,
        { language },
        { token: app.fixtures.tokens.directorB },
      );
    await setLanguage('te');
    try {
      const { rows } = await exportAlerts();
      const identifier = app.fixtures.file('approvedB').identifier;
      expect(rows[1]?.slice(4)).toEqual([
        'సమీక్ష పై అధికారులకు పంపబడింది',
        'Test collector.a (జిల్లా కలెక్టర్)',
        `${identifier} భావిత ఆమోదం: దాని ULB లో నిర్ణయ అధికారి లేరు; సమీక్ష Test collector.a (జిల్లా కలెక్టర్) కు పంపబడింది`,
      ]);
    } finally {
      await setLanguage('en');
    }
  });

  it('refuses a reader without a session, and an office without reports', async () => {
    expect(codeOf(await app.t.graphql(LIST))).toBe('UNAUTHENTICATED');
    expect(codeOf(await app.t.graphql(LIST, {}, { token: app.fixtures.tokens.siteA }))).toBe('FORBIDDEN');
  });
});

describe('resolveAlert', () => {
  const resolve = (token: string | undefined, id: string, remark = 'Commissioner in charge posted') =>
    app.t.graphql<{ resolveAlert: { id: string; resolvedAt: string; remark: string } }>(
      RESOLVE,
      { id, remark },
      token ? { token } : {},
    );

  it('answers another jurisdiction’s alert exactly as a missing one, and changes nothing', async () => {
    const foreign = await resolve(app.fixtures.tokens.directorB, ids.escalatedA);
    const missing = await resolve(app.fixtures.tokens.directorB, '999999');
    expect(foreign.errors).toEqual(missing.errors);
    expect(codeOf(foreign)).toBe('NOT_FOUND');
    expect(foreign.errors?.[0]?.message).toBe(ALERT_MESSAGES.notFound);
    const [row] = await app.t.database.db
      .select()
      .from(alerts)
      .where(eq(alerts.id, Number(ids.escalatedA)));
    expect(row?.resolvedAt).toBeNull();
  });

  it('refuses an office without reports, and no session', async () => {
    expect(codeOf(await resolve(app.fixtures.tokens.siteA, ids.escalatedA))).toBe('FORBIDDEN');
    expect(codeOf(await resolve(undefined, ids.escalatedA))).toBe('UNAUTHENTICATED');
  });

  it.each(['-1', '0', '2147483648', '1.5', 'abc', "1' OR '1'='1"])('refuses the id %j as bad input', async (id) => {
    expect(codeOf(await resolve(app.fixtures.tokens.chasing, id))).toBe('BAD_USER_INPUT');
  });

  it('refuses a remark that is empty, or nothing but markup', async () => {
    const blank = await resolve(app.fixtures.tokens.chasing, ids.escalatedA, '   ');
    expect(blank.errors?.[0]?.message).toBe(ALERT_MESSAGES.remarkRequired);
    const markup = await resolve(app.fixtures.tokens.chasing, ids.escalatedA, '<script>alert(1)</script>');
    expect(markup.errors?.[0]?.message).toBe(ALERT_MESSAGES.remarkRequired);
    expect(codeOf(await resolve(app.fixtures.tokens.chasing, ids.escalatedA, 'x'.repeat(1001)))).toBe('BAD_USER_INPUT');
  });

  it('refuses an officer who sees the alert but is not its addressee, and changes nothing (issue 51 §7)', async () => {
    for (const id of [ids.escalatedA, ids.unassignedA]) {
      const answer = await resolve(app.fixtures.tokens.commissionerA, id);
      expect(codeOf(answer)).toBe('FORBIDDEN');
      expect(answer.errors?.[0]?.message).toBe(ALERT_MESSAGES.notAddressee);
    }
    // The review of the unassigned alert went to nobody: the collector cannot resolve it either.
    expect(codeOf(await resolve(app.fixtures.tokens.collectorA, ids.unassignedA))).toBe('FORBIDDEN');
    const open = await app.t.database.db.select().from(alerts).where(isNull(alerts.resolvedAt));
    expect(open.map((row) => String(row.id)).sort()).toEqual(Object.values(ids).sort());
    const audited = await app.t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'ALERT_RESOLVED'));
    expect(audited).toEqual([]);
  });

  it('resolves the alert for the officer its review went to, audits it, and refuses it the second time', async () => {
    const { db } = app.t.database;
    const answer = await resolve(app.fixtures.tokens.collectorA, ids.escalatedA, 'Posted <b>Ravi</b> & told DTCP');
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.resolveAlert).toEqual({
      id: ids.escalatedA,
      resolvedAt: app.t.clock.now().toISOString(),
      remark: 'Posted Ravi & told DTCP',
    });
    const [row] = await db
      .select()
      .from(alerts)
      .where(eq(alerts.id, Number(ids.escalatedA)));
    const [collector] = await db
      .select({ id: officers.id })
      .from(officers)
      .where(eq(officers.username, REPORT_OFFICERS.collectorA.username));
    expect(row).toMatchObject({ resolvedBy: collector?.id, resolutionRemark: 'Posted Ravi & told DTCP' });
    const events = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'ALERT_RESOLVED'), eq(auditEvents.actorOfficerId, collector?.id ?? -1)));
    expect(events).toEqual([
      expect.objectContaining({
        applicationId: app.fixtures.file('deemedA').id,
        remark: 'Posted Ravi & told DTCP',
        details: expect.objectContaining({ alertId: Number(ids.escalatedA), kind: 'DEEMED_REVIEW_ESCALATED' }),
      }),
    ]);

    // Resolved alerts leave the list.
    const listed = await app.t.graphql<TListed>(LIST, {}, { token: app.fixtures.tokens.chasing });
    expect(listed.data?.deemedReviewAlerts.map((alert) => alert.id)).toEqual([ids.unassignedA, ids.escalatedB]);

    const again = await resolve(app.fixtures.tokens.chasing, ids.escalatedA);
    expect(codeOf(again)).toBe('CONFLICT');
    expect(again.errors?.[0]?.message).toBe(ALERT_MESSAGES.alreadyResolved);
    const audited = await db.select().from(auditEvents).where(eq(auditEvents.action, 'ALERT_RESOLVED'));
    expect(audited).toHaveLength(1);
  });

  it('lets the state chasing cell resolve an alert of any ULB', async () => {
    const answer = await resolve(app.fixtures.tokens.chasing, ids.escalatedB, 'Director informed');
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.resolveAlert.remark).toBe('Director informed');
  });
});
