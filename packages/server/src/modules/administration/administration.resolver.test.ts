import { ADMINISTRATION_MESSAGES, officerImportTemplate, type TServerRoleName } from '@anumati/domain';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApplication, createJurisdiction, createOfficer } from '../../testing/fixtures';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { officerTurns, stageOfficers, stageStates } from '../application/application.table';
import { auditEvents } from '../audit/audit.table';
import { turnDelays } from '../reports/reports.table';
import { signInGuards } from '../auth/auth.table';
import { officers } from '../officer/officer.table';
import { officerCharges } from './administration.table';
import { createDeadlineScheduler } from '../deadlines/deadline-scheduler';
import { createWorkflowService } from '../workflow/workflow.service';

/** Issue 52: officer administration through the server, as the console and the import call it. */

type TJurisdiction = Awaited<ReturnType<typeof createJurisdiction>>;
const ist = (dayAndTime: string) => new Date(`${dayAndTime}:00+05:30`);

let t: TTestApp;
let ghmc: TJurisdiction;
let hmda: TJurisdiction;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
let mobileCounter = 0;

async function officer(username: string, role: TServerRoleName, jurisdiction: TJurisdiction, signIn = false) {
  mobileCounter += 1;
  const mobile = `94000${String(mobileCounter).padStart(5, '0')}`;
  const created = await createOfficer(t.database.db, { username, role, jurisdiction, mobile });
  ids[username] = created.id;
  if (signIn) tokens[username] = await t.signIn(username, mobile);
  return created;
}

/** Moves the clock, and signs the administrators in again (their sessions time out meanwhile). */
async function at(instant: Date) {
  t.clock.set(instant);
  tokens['admin.state'] = await t.signIn('admin.state', '9400000001');
  tokens['admin.ghmc'] = await t.signIn('admin.ghmc', '9400000002');
}

async function gql<T = Record<string, unknown>>(as: string | null, query: string, variables = {}) {
  return t.graphql<T>(query, variables, as ? { token: tokens[as] } : {});
}

/** The import's answer (administration.route.ts). */
type TImportReport = {
  totalRows: number;
  validRows: number;
  imported: number;
  rows: { row: number; username: string | null; problems: string[] }[];
};

async function importFile(as: string, body: Buffer | string, type: string, dryRun: boolean) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/officers/import?dryRun=${dryRun}`,
    headers: { authorization: `Bearer ${tokens[as]}`, 'content-type': type },
    payload: body,
  });
}

async function openTurnOf(applicationId: number) {
  const [row] = await t.database.db
    .select({ officerId: stageOfficers.officerId, stageOfficerId: stageOfficers.id, dueDate: stageStates.dueDate })
    .from(stageOfficers)
    .innerJoin(stageStates, eq(stageStates.id, stageOfficers.stageStateId))
    .where(and(eq(stageStates.applicationId, applicationId), eq(stageOfficers.action, 'IN_PROCESS')));
  return row;
}

async function auditActions(officerId: number) {
  const rows = await t.database.db.select().from(auditEvents);
  return rows.filter((row) => row.details.officerId === officerId).map((row) => row.action);
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  ghmc = await createJurisdiction(db, 'GHMC', 'GHMC');
  hmda = await createJurisdiction(db, 'HMDA', 'Medchal');
  await officer('admin.state', 'State Administrator', ghmc);
  await db
    .update(officers)
    .set({ ulbId: null, districtId: null, authorityId: null })
    .where(eq(officers.id, ids['admin.state'] ?? 0));
  tokens['admin.state'] = await t.signIn('admin.state', '9400000001');
  await officer('admin.ghmc', 'ULB Administrator', ghmc, true);
  await officer('site.one', 'Site Inspector', ghmc, true);
  await officer('site.two', 'Site Inspector', ghmc);
  await officer('title.one', 'Title Inspector', ghmc);
  await officer('site.medchal', 'Site Inspector', hmda);
});
afterAll(() => t.close());

describe('who may administer (issue 52 §1, §8)', () => {
  it('refuses every officer who is not an administrator, and anyone signed out', async () => {
    const asOfficer = await gql('site.one', `{ adminOfficers { totalCount } }`);
    expect(asOfficer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await gql(null, `{ staffingGaps { role } }`);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/admin/officers/import-template.csv',
      headers: { authorization: `Bearer ${tokens['site.one']}` },
    });
    expect(template.statusCode).toBe(403);
  });

  it('shows a ULB administrator their ULB’s officers only; another ULB’s officer is as if there were none', async () => {
    const list = await gql<{ adminOfficers: { records: { username: string }[] } }>(
      'admin.ghmc',
      `{ adminOfficers(perPage: 100) { records { username } } }`,
    );
    const names = list.data?.adminOfficers.records.map((record) => record.username) ?? [];
    expect(names).toContain('site.one');
    expect(names).not.toContain('site.medchal');
    expect(names).not.toContain('admin.state');
    const outside = await gql('admin.ghmc', `query ($id: ID!) { adminOfficer(id: $id) { id } }`, {
      id: String(ids['site.medchal']),
    });
    const missing = await gql('admin.ghmc', `query ($id: ID!) { adminOfficer(id: $id) { id } }`, { id: '987654' });
    expect(outside.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(outside.errors?.[0]?.message).toBe(missing.errors?.[0]?.message);
    const unlock = await gql(
      'admin.ghmc',
      `mutation ($id: ID!) { unlockOfficer(officerId: $id, reason: "helpline") { id } }`,
      {
        id: String(ids['site.medchal']),
      },
    );
    expect(unlock.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const state = await gql<{ adminOfficer: { username: string } }>(
      'admin.state',
      `query ($id: ID!) { adminOfficer(id: $id) { username } }`,
      { id: String(ids['site.medchal']) },
    );
    expect(state.data?.adminOfficer.username).toBe('site.medchal');
  });

  it('gives a ULB administrator no administrator’s role and no ULB outside theirs', async () => {
    const roles = await gql<{ adminRoles: string[] }>('admin.ghmc', `{ adminRoles }`);
    expect(roles.data?.adminRoles).toContain('Site Inspector');
    expect(roles.data?.adminRoles).not.toContain('State Administrator');
    const places = await gql<{ adminJurisdictions: { ulbName: string }[] }>(
      'admin.ghmc',
      `{ adminJurisdictions { ulbName } }`,
    );
    expect(places.data?.adminJurisdictions.map((place) => place.ulbName)).toEqual(['GHMC']);
    const elsewhere = await gql(
      'admin.ghmc',
      `mutation ($input: OfficerInput!) { createOfficer(input: $input) { id } }`,
      {
        input: {
          username: 'site.elsewhere',
          firstName: 'A',
          lastName: 'B',
          mobile: '9123456780',
          role: 'Site Inspector',
          ulbId: String(hmda.ulb.id),
        },
      },
    );
    expect(elsewhere.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await t.database.db.select().from(officers).where(eq(officers.username, 'site.elsewhere'))).toEqual([]);
  });
});

describe('administrators see no file (issue 52 §1)', () => {
  it('finds no application of their ULB, opens none, and counts none on a dashboard', async () => {
    const file = await createApplication(t.database.db, {
      ulbId: ghmc.ulb.id,
      applicantName: 'Padmavathi Secretname',
      appliedOn: t.clock.now(),
      stages: [{ name: 'SITE VERIFICATION', officerId: ids['site.two'] ?? 0, receivedDate: t.clock.now() }],
    });
    for (const as of ['admin.ghmc', 'admin.state']) {
      const search = await gql(
        as,
        `{ officerApplicationSearch(searchParam: "Secretname") { totalCount records { __typename } } }`,
      );
      expect(JSON.stringify(search)).not.toContain('Secretname');
      expect(search.data).toEqual({ officerApplicationSearch: { totalCount: 0, records: [] } });
      const view = await t.app.inject({
        method: 'GET',
        url: `/api/v1/applications/${file.id}/view`,
        headers: { authorization: `Bearer ${tokens[as]}` },
      });
      expect(view.statusCode).toBe(404);
      expect(view.body).not.toContain('Secretname');
      const scope = await gql<{ reportScope: { level: string; hasReports: boolean } }>(
        as,
        `{ reportScope { level hasReports } }`,
      );
      expect(scope.data?.reportScope).toEqual({ level: 'NONE', hasReports: false });
    }
  });
});

describe('creating an officer (issue 52 §2)', () => {
  it('creates them with no usable password and sends the reset code; they set a password and sign in', async () => {
    const created = await gql<{ createOfficer: { id: string; state: string } }>(
      'admin.ghmc',
      `mutation ($input: OfficerInput!) { createOfficer(input: $input) { id state } }`,
      {
        input: {
          username: 'site.new',
          firstName: 'Ravi',
          lastName: 'Kumar',
          mobile: '9123456781',
          role: 'Site Inspector',
          ulbId: String(ghmc.ulb.id),
        },
      },
    );
    expect(created.errors).toBeUndefined();
    const sms = (await t.latestSms()).find((message) => message.to === '9123456781');
    expect(sms?.body).toContain('password reset');
    const refused = await t.graphql(
      `mutation { login(username: "site.new", password: "Officer@123", mobile: "") { challenge } }`,
    );
    expect(refused.errors).toBeDefined();
    const changed = await t.graphql(
      `mutation ($code: String!) { changeOfficerPassword(username: "site.new", password: "Tall-Banyan-Road-42",
        passwordConfirmation: "Tall-Banyan-Road-42", otpSecretKey: $code) { success } }`,
      { code: await t.latestCode('9123456781') },
    );
    expect(changed.errors).toBeUndefined();
    const login = await t.graphql(
      `mutation { login(username: "site.new", password: "Tall-Banyan-Road-42", mobile: "") { challenge } }`,
    );
    expect(login.errors).toBeUndefined();
    const changes = await gql<{ officerChanges: { action: string; byUsername: string; after: string }[] }>(
      'admin.ghmc',
      `query ($id: ID!) { officerChanges(officerId: $id) { action byUsername after } }`,
      { id: created.data?.createOfficer.id },
    );
    expect(changes.data?.officerChanges[0]).toMatchObject({ action: 'OFFICER_CREATED', byUsername: 'admin.ghmc' });
  });

  it('refuses a duplicate mobile or a bad number, writing nothing', async () => {
    const count = (await t.database.db.select().from(officers)).length;
    for (const mobile of ['9123456781', '12345']) {
      const answer = await gql(
        'admin.ghmc',
        `mutation ($input: OfficerInput!) { createOfficer(input: $input) { id } }`,
        {
          input: {
            username: `site.dup${mobile}`,
            firstName: 'A',
            lastName: 'B',
            mobile,
            role: 'Site Inspector',
            ulbId: String(ghmc.ulb.id),
          },
        },
      );
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect((await t.database.db.select().from(officers)).length).toBe(count);
  });
});

describe('the import (issue 52 §3)', () => {
  const header = 'username,first_name,last_name,mobile,email,role,ulb,line_department';
  const good = [
    'site.imp1,Asha,Rao,9234567801,,Site Inspector,GHMC,',
    'title.imp2,Bala,Reddy,9234567802,bala@example.gov.in,Title Inspector,GHMC,',
  ];

  it('names every bad row and writes nothing while any row is bad', async () => {
    const before = (await t.database.db.select().from(officers)).length;
    const csv = [
      header,
      ...good,
      'site.imp3,Chand,,9234567801,,Site Inspectr,Medchal,',
      'site.imp1,Devi,Naidu,98765,,Site Inspector,Nowhere,',
    ].join('\n');
    const answer = await importFile('admin.ghmc', csv, 'text/csv', false);
    expect(answer.statusCode).toBe(200);
    const report = answer.json<TImportReport>();
    expect(report).toMatchObject({ totalRows: 4, validRows: 1, imported: 0 });
    const rows = report.rows;
    expect(rows.map((row) => row.row)).toEqual([2, 4, 5]);
    expect(rows[1]?.problems).toEqual(
      expect.arrayContaining([
        'Missing last_name',
        'Unknown role "Site Inspectr"',
        'ULB "Medchal" is outside your jurisdiction',
        'Mobile 9234567801 is twice in the file',
      ]),
    );
    expect(rows[2]?.problems).toEqual(
      expect.arrayContaining([
        'Unknown ULB "Nowhere"',
        'Username "site.imp1" is twice in the file',
        'Mobile number: 10 digits starting with 6, 7, 8 or 9',
      ]),
    );
    expect((await t.database.db.select().from(officers)).length).toBe(before);
  });

  it('dry-runs a good file without writing, then imports it in one go and sends each officer the reset code', async () => {
    const csv = [header, ...good].join('\r\n');
    const before = (await t.database.db.select().from(officers)).length;
    const dry = await importFile('admin.ghmc', csv, 'text/csv', true);
    expect(dry.json()).toEqual({ totalRows: 2, validRows: 2, imported: 0, rows: [] });
    expect((await t.database.db.select().from(officers)).length).toBe(before);
    const real = await importFile('admin.ghmc', csv, 'text/csv', false);
    expect(real.json()).toEqual({ totalRows: 2, validRows: 2, imported: 2, rows: [] });
    expect((await t.database.db.select().from(officers)).length).toBe(before + 2);
    // The reset codes go after the answer.
    const code = await vi.waitFor(() => t.latestCode('9234567802'), { timeout: 20_000, interval: 100 });
    expect(code).toMatch(/^\d+$/);
    const again = await importFile('admin.ghmc', csv, 'text/csv', true);
    expect(again.json<TImportReport>().rows[0]?.problems).toEqual([
      'Username "site.imp1" already exists',
      "Mobile 9234567801 is another officer's",
    ]);
  });

  it('reads an Excel workbook the same way', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Officers');
    sheet.addRow(header.split(','));
    sheet.addRow(['site.xl1', 'Esha', 'Varma', '9234567803', '', 'Site Inspector', 'GHMC', '']);
    sheet.addRow(['site.xl2', 'Faiz', '', '9234567804', '', 'Site Inspector', 'GHMC', '']);
    const body = Buffer.from(await workbook.xlsx.writeBuffer());
    const answer = await importFile(
      'admin.ghmc',
      body,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      false,
    );
    expect(answer.json()).toMatchObject({
      totalRows: 2,
      validRows: 1,
      imported: 0,
      rows: [{ row: 3, problems: ['Missing last_name'] }],
    });
  });

  it('serves the template: the header line and one example row', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/officers/import-template.csv',
      headers: { authorization: `Bearer ${tokens['admin.ghmc']}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(officerImportTemplate());
    expect(answer.body.split('\n')[0]).toBe(header);
  });
});

describe('transfers and deactivation hand over open turns (issue 52 §4)', () => {
  it('moves a transferred officer’s open turn to the officer now responsible; the due date stays', async () => {
    await at(ist('2026-11-03T10:00'));
    const file = await createApplication(t.database.db, {
      ulbId: ghmc.ulb.id,
      appliedOn: ist('2026-11-02T10:00'),
      stages: [{ name: 'SITE VERIFICATION', officerId: ids['site.one'] ?? 0, receivedDate: ist('2026-11-02T10:00') }],
    });
    const before = await openTurnOf(file.id);
    const preview = await gql<{
      officerHandOverPreview: { canSave: boolean; turns: { applicationNumber: string; toOfficerId: string }[] };
    }>(
      'admin.ghmc',
      `query ($id: ID!, $post: OfficerPostInput) { officerHandOverPreview(officerId: $id, post: $post) {
        canSave turns { applicationNumber toOfficerId problem } } }`,
      { id: String(ids['site.one']), post: { role: 'Title Inspector', ulbId: String(ghmc.ulb.id) } },
    );
    expect(preview.data?.officerHandOverPreview).toEqual({
      canSave: true,
      turns: [expect.objectContaining({ applicationNumber: file.applicationIdentifier })],
    });
    const toId = Number(preview.data?.officerHandOverPreview.turns[0]?.toOfficerId);
    // Another site inspector of GHMC (the least loaded), never the officer who leaves.
    const [taker] = await t.database.db.select().from(officers).where(eq(officers.id, toId));
    expect(taker).toMatchObject({ ulbId: ghmc.ulb.id, isActive: true });
    expect(toId).not.toBe(ids['site.one']);
    const transfer = await gql<{ transferOfficer: { role: string; openTurns: number } }>(
      'admin.ghmc',
      `mutation ($id: ID!) { transferOfficer(officerId: $id, post: { role: "Title Inspector", ulbId: "${ghmc.ulb.id}" },
        reason: "Posted to title verification") { role openTurns } }`,
      { id: String(ids['site.one']) },
    );
    expect(transfer.data?.transferOfficer).toEqual({ role: 'Title Inspector', openTurns: 0 });
    const after = await openTurnOf(file.id);
    expect(after?.officerId).toBe(toId);
    expect(after?.dueDate).toEqual(before?.dueDate);
    // The earlier turn keeps its holder and ends at the transfer; the new holder's turn begins then.
    const turns = await t.database.db
      .select()
      .from(officerTurns)
      .where(eq(officerTurns.stageOfficerId, after?.stageOfficerId ?? 0))
      .orderBy(officerTurns.id);
    expect(turns.map((turn) => [turn.officerId, turn.endedAt])).toEqual([
      [ids['site.one'], ist('2026-11-03T10:00')],
      [null, null],
    ]);
    // The chasing cell's read model keeps each turn with its holder.
    const delays = await t.database.db
      .select({ turnId: turnDelays.turnId, officerId: turnDelays.officerId })
      .from(turnDelays)
      .where(eq(turnDelays.applicationId, file.id))
      .orderBy(turnDelays.turnId);
    expect(delays.map((delay) => delay.officerId)).toEqual([ids['site.one'], toId]);
    expect(await auditActions(ids['site.one'] ?? 0)).toContain('OFFICER_TRANSFERRED');
    const handed = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'TURN_HANDED_OVER'));
    expect(handed.at(-1)).toMatchObject({
      applicationId: file.id,
      details: expect.objectContaining({ fromOfficerId: ids['site.one'] }),
    });
  });

  it('refuses a deactivation that would leave a turn without an owner, naming the turn, and changes nothing', async () => {
    const file = await createApplication(t.database.db, {
      ulbId: hmda.ulb.id,
      appliedOn: ist('2026-11-02T10:00'),
      stages: [
        { name: 'SITE VERIFICATION', officerId: ids['site.medchal'] ?? 0, receivedDate: ist('2026-11-02T10:00') },
      ],
    });
    const preview = await gql<{ officerHandOverPreview: { canSave: boolean; turns: { problem: string | null }[] } }>(
      'admin.state',
      `query ($id: ID!) { officerHandOverPreview(officerId: $id) { canSave turns { problem } } }`,
      { id: String(ids['site.medchal']) },
    );
    expect(preview.data?.officerHandOverPreview).toEqual({
      canSave: false,
      turns: [{ problem: 'No officer is available for SITE VERIFICATION L1 in this jurisdiction' }],
    });
    const refused = await gql(
      'admin.state',
      `mutation ($id: ID!) { deactivateOfficer(officerId: $id, reason: "Retired on superannuation") { id } }`,
      { id: String(ids['site.medchal']) },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toContain(file.applicationIdentifier);
    const [row] = await t.database.db
      .select()
      .from(officers)
      .where(eq(officers.id, ids['site.medchal'] ?? 0));
    expect(row?.isActive).toBe(true);
    expect((await openTurnOf(file.id))?.officerId).toBe(ids['site.medchal']);
  });

  it('ends a deactivated officer’s sessions at once', async () => {
    await officer('site.leaving', 'Site Inspector', ghmc, true);
    expect((await gql('site.leaving', `{ me { username } }`)).errors).toBeUndefined();
    const answer = await gql<{ deactivateOfficer: { state: string; deactivationReason: string } }>(
      'admin.ghmc',
      `mutation ($id: ID!) { deactivateOfficer(officerId: $id, reason: "Resigned") { state deactivationReason } }`,
      { id: String(ids['site.leaving']) },
    );
    expect(answer.data?.deactivateOfficer).toEqual({ state: 'INACTIVE', deactivationReason: 'Resigned' });
    expect((await gql('site.leaving', `{ me { username } }`)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('leave and charge (issue 52 §5)', () => {
  it('gives a commissioner’s deemed review to the officer holding the commissioner’s charge', async () => {
    const { db } = t.database;
    const here = await createJurisdiction(db, 'DTCP', 'Siddipet');
    const workflow = createWorkflowService({ db, clock: t.clock, orders: null, logger: { error: () => undefined } });
    const scheduler = createDeadlineScheduler({ db, clock: t.clock, workflow, logger: { error: () => undefined } });
    await officer('tech.siddipet', 'Technical Scrutiny Officer', here);
    await officer('commissioner.siddipet', 'Municipal Commissioner', here);
    await officer('zonal.siddipet', 'Zonal Commissioner', here);
    await db
      .update(officers)
      .set({ ulbId: null })
      .where(eq(officers.id, ids['zonal.siddipet'] ?? 0));
    await officer('title.siddipet', 'Title Inspector', here);
    await officer('deputy.karimnagar', 'DEPUTY COMMISSIONER', await createJurisdiction(db, 'KMR', 'Karimnagar'));
    await at(ist('2026-12-01T15:00'));
    const file = await createApplication(db, {
      ulbId: here.ulb.id,
      applicationType: 'SINGLE WINDOW',
      appliedOn: t.clock.now(),
      stages: [],
    });
    await db.transaction((tx) => workflow.startIn(tx, file.id, { kind: 'PLATFORM' }));
    const leave = await gql<{ recordOfficerLeave: { id: string; chargeHolderId: string } }>(
      'admin.state',
      `mutation ($id: ID!, $holder: ID) { recordOfficerLeave(officerId: $id, fromDate: "2026-12-20", toDate: "2026-12-31",
        reason: "Earned leave", chargeHolderId: $holder) { id chargeHolderId } }`,
      { id: String(ids['commissioner.siddipet']), holder: String(ids['title.siddipet']) },
    );
    // A title inspector opens no decision screen: a commissioner's charge goes to an officer of that rank.
    expect(leave.errors?.[0]?.message).toBe(ADMINISTRATION_MESSAGES.holderOfAnotherCadre);
    const fitting = await gql<{ recordOfficerLeave: { id: string; chargeHolderId: string } }>(
      'admin.state',
      `mutation ($id: ID!, $holder: ID) { recordOfficerLeave(officerId: $id, fromDate: "2026-12-20", toDate: "2026-12-31",
        reason: "Earned leave", chargeHolderId: $holder) { id chargeHolderId } }`,
      { id: String(ids['commissioner.siddipet']), holder: String(ids['deputy.karimnagar']) },
    );
    expect(fitting.errors).toBeUndefined();
    t.clock.set(ist('2026-12-23T00:10'));
    await scheduler.runOnce();
    const [decision] = await db
      .select({ officerId: stageOfficers.officerId })
      .from(stageOfficers)
      .innerJoin(stageStates, eq(stageStates.id, stageOfficers.stageStateId))
      .where(and(eq(stageStates.applicationId, file.id), eq(stageStates.stageKey, 'DECISION')));
    expect(decision?.officerId).toBe(ids['deputy.karimnagar']);
  });

  it('hands an officer’s turns to the charge holder when the leave starts, and back when it ends', async () => {
    const { db } = t.database;
    await officer('title.two', 'Title Inspector', ghmc);
    const workflow = createWorkflowService({ db, clock: t.clock, orders: null, logger: { error: () => undefined } });
    const scheduler = createDeadlineScheduler({ db, clock: t.clock, workflow, logger: { error: () => undefined } });
    await at(ist('2027-01-04T10:00'));
    const file = await createApplication(db, {
      ulbId: ghmc.ulb.id,
      appliedOn: t.clock.now(),
      stages: [
        {
          name: 'TITLE VERIFICATION',
          stageKey: 'TITLE',
          officerId: ids['title.one'] ?? 0,
          receivedDate: t.clock.now(),
        },
      ],
    });
    const leave = await gql(
      'admin.ghmc',
      `mutation ($id: ID!, $holder: ID) { recordOfficerLeave(officerId: $id, fromDate: "2027-01-05", toDate: "2027-01-06",
        reason: "Casual leave", chargeHolderId: $holder) { id } }`,
      { id: String(ids['title.one']), holder: String(ids['title.two']) },
    );
    expect(leave.errors).toBeUndefined();
    expect((await openTurnOf(file.id))?.officerId).toBe(ids['title.one']);
    await at(ist('2027-01-05T00:20'));
    const start = await scheduler.runOnce();
    expect(start.leavesHandedOver).toBe(1);
    expect((await openTurnOf(file.id))?.officerId).toBe(ids['title.two']);
    const state = await gql<{ adminOfficer: { state: string } }>(
      'admin.ghmc',
      `query ($id: ID!) { adminOfficer(id: $id) { state } }`,
      { id: String(ids['title.one']) },
    );
    expect(state.data?.adminOfficer.state).toBe('ON_LEAVE');
    // A second run the same day changes nothing.
    expect((await scheduler.runOnce()).leavesHandedOver).toBe(0);
    await at(ist('2027-01-07T00:20'));
    const end = await scheduler.runOnce();
    expect(end.leavesHandedBack).toBe(1);
    expect((await openTurnOf(file.id))?.officerId).toBe(ids['title.one']);
  });
});

describe('ending a charge (issue 52 §5)', () => {
  it('hands the turns taken in the charged post back by routing, and refuses while nobody could take them', async () => {
    const { db } = t.database;
    const here = await createJurisdiction(db, 'JNG', 'Jangaon');
    await officer('site.warangal', 'Site Inspector', await createJurisdiction(db, 'WGL', 'Warangal'));
    const charge = await gql<{ assignOfficerCharge: { id: string } }>(
      'admin.state',
      `mutation ($id: ID!, $ulb: ID) { assignOfficerCharge(holderId: $id, post: { role: "Site Inspector", ulbId: $ulb },
        fromDate: "2027-01-07", toDate: "2027-01-20", reason: "Site inspector post vacant") { id } }`,
      { id: String(ids['site.warangal']), ulb: String(here.ulb.id) },
    );
    expect(charge.errors).toBeUndefined();
    const file = await createApplication(db, {
      ulbId: here.ulb.id,
      appliedOn: t.clock.now(),
      stages: [{ name: 'SITE VERIFICATION', officerId: ids['site.warangal'] ?? 0, receivedDate: t.clock.now() }],
    });
    const end = `mutation ($id: ID!) { endOfficerCharge(chargeId: $id, reason: "Post filled") }`;
    const refused = await gql('admin.state', end, { id: charge.data?.assignOfficerCharge.id });
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await openTurnOf(file.id))?.officerId).toBe(ids['site.warangal']);
    await officer('site.jangaon', 'Site Inspector', here);
    const ended = await gql('admin.state', end, { id: charge.data?.assignOfficerCharge.id });
    expect(ended.data).toEqual({ endOfficerCharge: true });
    expect((await openTurnOf(file.id))?.officerId).toBe(ids['site.jangaon']);
  });
});

describe('a charge that runs out (issue 52 §5)', () => {
  it('ends the day after its last day: the turns taken in the post go back by routing, retried while nobody can take them', async () => {
    const { db } = t.database;
    const workflow = createWorkflowService({ db, clock: t.clock, orders: null, logger: { error: () => undefined } });
    const scheduler = createDeadlineScheduler({ db, clock: t.clock, workflow, logger: { error: () => undefined } });
    const here = await createJurisdiction(db, 'MDK', 'Medak');
    await officer('site.nalgonda', 'Site Inspector', await createJurisdiction(db, 'NLG', 'Nalgonda'));
    await at(ist('2027-02-01T10:00'));
    const charge = await gql<{ assignOfficerCharge: { id: string } }>(
      'admin.state',
      `mutation ($id: ID!, $ulb: ID) { assignOfficerCharge(holderId: $id, post: { role: "Site Inspector", ulbId: $ulb },
        fromDate: "2027-02-01", toDate: "2027-02-03", reason: "Site inspector post vacant") { id } }`,
      { id: String(ids['site.nalgonda']), ulb: String(here.ulb.id) },
    );
    expect(charge.errors).toBeUndefined();
    const file = await createApplication(db, {
      ulbId: here.ulb.id,
      appliedOn: t.clock.now(),
      stages: [{ name: 'SITE VERIFICATION', officerId: ids['site.nalgonda'] ?? 0, receivedDate: t.clock.now() }],
    });
    const endedAt = async () =>
      (
        await db
          .select({ endedAt: officerCharges.endedAt })
          .from(officerCharges)
          .where(eq(officerCharges.id, Number(charge.data?.assignOfficerCharge.id)))
      )[0]?.endedAt;
    // Its last day: still the holder's.
    await at(ist('2027-02-03T23:50'));
    await scheduler.runOnce();
    expect(await endedAt()).toBeNull();
    // The day after, with nobody to take the turn: it stays with the holder and the charge is tried again.
    await at(ist('2027-02-04T00:20'));
    expect((await scheduler.runOnce()).failed).toBeGreaterThan(0);
    expect(await endedAt()).toBeNull();
    expect((await openTurnOf(file.id))?.officerId).toBe(ids['site.nalgonda']);
    await officer('site.medak', 'Site Inspector', here);
    await at(ist('2027-02-04T00:40'));
    await scheduler.runOnce();
    expect(await endedAt()).toEqual(ist('2027-02-04T00:40'));
    expect((await openTurnOf(file.id))?.officerId).toBe(ids['site.medak']);
  });
});

describe('staffing gaps (issue 52 §6)', () => {
  it('lists per ULB the roles nobody acts in today, with the files that will stop there', async () => {
    const file = await createApplication(t.database.db, {
      ulbId: ghmc.ulb.id,
      appliedOn: t.clock.now(),
      stages: [{ name: 'SITE VERIFICATION', officerId: ids['site.two'] ?? 0, receivedDate: t.clock.now() }],
    });
    const answer = await gql<{
      staffingGaps: { ulbName: string; role: string; stage: string; stuckApplicationNumbers: string[] }[];
    }>('admin.ghmc', `{ staffingGaps { ulbName role stage level stuckApplicationCount stuckApplicationNumbers } }`);
    const gaps = answer.data?.staffingGaps ?? [];
    expect(gaps.every((gap) => gap.ulbName === 'GHMC')).toBe(true);
    expect(gaps.map((gap) => gap.role)).toContain('Municipal Commissioner');
    expect(gaps.map((gap) => gap.role)).not.toContain('Site Inspector');
    const decision = gaps.find((gap) => gap.role === 'Municipal Commissioner');
    expect(decision?.stuckApplicationNumbers).toContain(file.applicationIdentifier);
  });
});

describe('security actions (issue 52 §7)', () => {
  it('unlocks a blocked officer, audited with the reason', async () => {
    await t.database.db
      .insert(signInGuards)
      .values({ username: 'site.two', lockedAt: t.clock.now() })
      .onConflictDoUpdate({
        target: signInGuards.username,
        set: { lockedAt: t.clock.now() },
      });
    const state = `query ($id: ID!) { adminOfficer(id: $id) { state } }`;
    const id = String(ids['site.two']);
    expect((await gql<{ adminOfficer: { state: string } }>('admin.ghmc', state, { id })).data?.adminOfficer.state).toBe(
      'BLOCKED',
    );
    const unlocked = await gql<{ unlockOfficer: { state: string } }>(
      'admin.ghmc',
      `mutation ($id: ID!) { unlockOfficer(officerId: $id, reason: "Confirmed with the officer by phone") { state } }`,
      { id },
    );
    expect(unlocked.data?.unlockOfficer.state).toBe('ACTIVE');
    const changes = await gql<{ officerChanges: { action: string; reason: string }[] }>(
      'admin.ghmc',
      `query ($id: ID!) { officerChanges(officerId: $id) { action reason } }`,
      { id },
    );
    expect(changes.data?.officerChanges[0]).toEqual({
      action: 'OFFICER_UNLOCKED',
      reason: 'Confirmed with the officer by phone',
    });
  });

  it('ends an officer’s sessions, and forces a password reset (password dead, code sent)', async () => {
    const site = await officer('site.reset', 'Site Inspector', ghmc, true);
    const ended = await gql(
      'admin.ghmc',
      `mutation ($id: ID!) { endOfficerSessions(officerId: $id, reason: "Lost phone") }`,
      {
        id: String(site.id),
      },
    );
    expect(ended.data).toEqual({ endOfficerSessions: true });
    expect((await gql('site.reset', `{ me { username } }`)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const forced = await gql(
      'admin.ghmc',
      `mutation ($id: ID!) { forceOfficerPasswordReset(officerId: $id, reason: "Password shared") }`,
      { id: String(site.id) },
    );
    expect(forced.data).toEqual({ forceOfficerPasswordReset: true });
    const login = await t.graphql(
      `mutation { login(username: "site.reset", password: "Officer@123", mobile: "") { challenge } }`,
    );
    expect(login.errors).toBeDefined();
    expect((await t.latestSms()).find((sms) => sms.to === site.mobile)?.body).toContain('password reset');
    expect(await auditActions(site.id)).toEqual(
      expect.arrayContaining(['OFFICER_SESSIONS_ENDED', 'OFFICER_PASSWORD_RESET_FORCED']),
    );
  });
});
