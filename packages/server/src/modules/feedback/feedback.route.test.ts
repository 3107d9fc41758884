import { FEEDBACK_MESSAGES, FEEDBACK_PAGE_SIZE, type TFeedbackPage } from '@anumati/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJurisdiction, createOfficer } from '../../testing/fixtures';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { auditEvents } from '../audit/audit.table';
import { officers } from '../officer/officer.table';
import { feedbackItems } from './feedback.table';

/** Issue 55: the website's feedback, sent by anyone and read by administrators, through the server's HTTP. */

const LIMIT = 3;
let t: TTestApp;
const tokens: Record<string, string> = {};
let addressCounter = 0;
/** Each sender its own address, so the per-address limit is met only where a test means to meet it. */
const nextAddress = () => {
  addressCounter += 1;
  return `10.55.${addressCounter >> 8}.${addressCounter & 255}`;
};

async function send(body: unknown, options: { token?: string; ip?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/feedback',
    remoteAddress: options.ip ?? nextAddress(),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    payload: body as Record<string, unknown>,
  });
}

async function list(as: string | null, page?: string) {
  return t.app.inject({
    method: 'GET',
    url: page === undefined ? '/api/admin/feedback' : `/api/admin/feedback?page=${page}`,
    headers: as ? { authorization: `Bearer ${tokens[as]}` } : {},
  });
}

async function markHandled(as: string | null, id: number | string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/feedback/${id}/handled`,
    headers: as ? { authorization: `Bearer ${tokens[as]}` } : {},
  });
}

const stored = async () => (await t.database.db.select({ total: count() }).from(feedbackItems))[0]?.total ?? 0;
const pageOf = (response: { json: () => unknown }) => (response.json() as { data: TFeedbackPage }).data;

beforeAll(async () => {
  t = await createTestApp({ env: { FEEDBACK_RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
  const { db } = t.database;
  const ghmc = await createJurisdiction(db, 'GHMC', 'GHMC');
  const hmda = await createJurisdiction(db, 'HMDA', 'Medchal');
  const people: [string, Parameters<typeof createOfficer>[1]['role'], typeof ghmc][] = [
    ['admin.state', 'State Administrator', ghmc],
    ['admin.ghmc', 'ULB Administrator', ghmc],
    ['site.one', 'Site Inspector', ghmc],
    ['site.medchal', 'Site Inspector', hmda],
  ];
  for (const [index, [username, role, jurisdiction]] of people.entries()) {
    const mobile = `95500000${String(index).padStart(2, '0')}`;
    const officer = await createOfficer(db, { username, role, jurisdiction, mobile });
    if (username === 'admin.state') {
      await db
        .update(officers)
        .set({ ulbId: null, districtId: null, authorityId: null })
        .where(eq(officers.id, officer.id));
    }
    tokens[username] = await t.signIn(username, mobile);
  }
});
afterAll(() => t.close());

describe('sending feedback (issue 55, GIGW)', () => {
  it('takes a signed-out visitor’s feedback, and a signed-in officer’s with their ULB', async () => {
    const visitor = await send({
      name: 'Lakshmi',
      contact: 'lakshmi@example.in',
      category: 'ACCESSIBILITY',
      message: 'పెద్ద అక్షరాల బటన్ బాగుంది, కానీ పటం చిన్నది.',
      language: 'te',
    });
    expect(visitor.statusCode).toBe(201);
    t.clock.advance(1000);
    const officer = await send(
      { category: 'PROBLEM', message: 'The inbox filter forgets the ward.' },
      { token: tokens['site.one'] },
    );
    expect(officer.statusCode).toBe(201);
    t.clock.advance(1000);
    const medchal = await send(
      { category: 'SUGGESTION', message: 'Medchal needs a map.' },
      { token: tokens['site.medchal'] },
    );
    expect(medchal.statusCode).toBe(201);

    const page = pageOf(await list('admin.state'));
    expect(page.items.map((item) => [item.message, item.sentBy, item.ulbName])).toEqual([
      ['Medchal needs a map.', 'site.medchal', 'Medchal'],
      ['The inbox filter forgets the ward.', 'site.one', 'GHMC'],
      ['పెద్ద అక్షరాల బటన్ బాగుంది, కానీ పటం చిన్నది.', null, null],
    ]);
    expect(page.items[2]).toMatchObject({
      name: 'Lakshmi',
      contact: 'lakshmi@example.in',
      category: 'ACCESSIBILITY',
      language: 'te',
      handledAt: null,
    });
  });

  it.each([
    ['no message', { category: 'OTHER' }, FEEDBACK_MESSAGES.messageRequired],
    ['a message of spaces', { category: 'OTHER', message: '      ' }, FEEDBACK_MESSAGES.messageRequired],
    ['a message too long', { category: 'OTHER', message: 'x'.repeat(2001) }, FEEDBACK_MESSAGES.messageTooLong],
    ['an unknown category', { category: 'DROP TABLE', message: 'A real message' }, FEEDBACK_MESSAGES.categoryRequired],
    [
      'a bad contact',
      { category: 'OTHER', message: 'A real message', contact: '<script>' },
      FEEDBACK_MESSAGES.contactInvalid,
    ],
    // The server refuses a NUL in any body before the route reads it (platform/hardening.ts).
    ['a NUL', { category: 'OTHER', message: 'A real \u0000 message' }, undefined],
    [
      'an escape sequence',
      { category: 'OTHER', message: 'A real \u001b[2J message' },
      FEEDBACK_MESSAGES.controlCharacters,
    ],
    ['a name that is an object', { category: 'OTHER', message: 'A real message', name: { $ne: 1 } }, undefined],
    ['a list for a body', ['OTHER'], undefined],
  ])('refuses %s with 400 and stores nothing', async (_case, body, message) => {
    const before = await stored();
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
    if (message) expect(response.json().message).toBe(message);
    expect(await stored()).toBe(before);
  });

  it('refuses a body past the limit with 413 and stores nothing', async () => {
    const before = await stored();
    const response = await send({ category: 'OTHER', message: 'x'.repeat(20_000) });
    expect(response.statusCode).toBe(413);
    expect(await stored()).toBe(before);
  });

  it('keeps markup as text: what is stored is what was sent, never run', async () => {
    const message = '<img src=x onerror=alert(1)> "quoted" \'; drop table feedback_items; --';
    expect((await send({ category: 'OTHER', message })).statusCode).toBe(201);
    expect(pageOf(await list('admin.state')).items[0]?.message).toBe(message);
  });

  it(`limits an address to ${LIMIT} a minute (429 with Retry-After), others unaffected, and again after the minute`, async () => {
    const ip = '203.0.113.55';
    const body = { category: 'OTHER', message: 'Once more, with feeling.' };
    for (let sent = 0; sent < LIMIT; sent += 1) expect((await send(body, { ip })).statusCode).toBe(201);
    const before = await stored();
    const refused = await send(body, { ip });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored()).toBe(before);
    expect((await send(body)).statusCode).toBe(201);
    t.clock.advance(61_000);
    expect((await send(body, { ip })).statusCode).toBe(201);
  });
});

describe('reading feedback (issue 55): administrators only', () => {
  it('refuses anyone signed out (401) and any officer who is not an administrator (403)', async () => {
    expect((await list(null)).statusCode).toBe(401);
    expect((await list('site.one')).statusCode).toBe(403);
    expect((await list('site.one')).json().message).toBe(FEEDBACK_MESSAGES.administratorsOnly);
    expect((await markHandled(null, 1)).statusCode).toBe(401);
    expect((await markHandled('site.one', 1)).statusCode).toBe(403);
  });

  it('gives the ULB Administrator their own officers’ feedback only, never a visitor’s or another ULB’s', async () => {
    const page = pageOf(await list('admin.ghmc'));
    expect(page.items.map((item) => item.sentBy)).toEqual(['site.one']);
    expect(page.totalCount).toBe(1);
  });

  it('pages the State Administrator’s list newest first, without overlap', async () => {
    for (let index = 0; index < FEEDBACK_PAGE_SIZE; index += 1) {
      t.clock.advance(1000);
      expect((await send({ category: 'SUGGESTION', message: `Numbered feedback ${index}` })).statusCode).toBe(201);
    }
    const total = await stored();
    const first = pageOf(await list('admin.state', '1'));
    const second = pageOf(await list('admin.state', '2'));
    expect(first.totalCount).toBe(total);
    expect(first.totalPages).toBe(Math.ceil(total / FEEDBACK_PAGE_SIZE));
    expect(first.items).toHaveLength(FEEDBACK_PAGE_SIZE);
    expect(first.items[0]?.message).toBe(`Numbered feedback ${FEEDBACK_PAGE_SIZE - 1}`);
    expect(second.items).toHaveLength(total - FEEDBACK_PAGE_SIZE);
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(total);
    const times = [...first.items, ...second.items].map((item) => item.receivedAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it.each(['0', '-1', 'abc', '1e9'])('refuses page %s with 400', async (page) => {
    expect((await list('admin.state', page)).statusCode).toBe(400);
  });

  it('marks an item handled once, by an administrator who may read it; the mark is audited', async () => {
    const items = pageOf(await list('admin.state', '2')).items;
    const visitorItem = items.find((item) => item.sentBy === null);
    const ghmcItem = items.find((item) => item.sentBy === 'site.one');
    if (!visitorItem || !ghmcItem) throw new Error('the first test’s feedback is missing');

    // The ULB Administrator may not reach a visitor's item, nor an item that does not exist.
    expect((await markHandled('admin.ghmc', visitorItem.id)).statusCode).toBe(404);
    expect((await markHandled('admin.state', 999_999)).statusCode).toBe(404);
    expect((await markHandled('admin.state', 'x')).statusCode).toBe(404);

    expect((await markHandled('admin.ghmc', ghmcItem.id)).statusCode).toBe(200);
    expect((await markHandled('admin.state', ghmcItem.id)).statusCode).toBe(200);
    const after = pageOf(await list('admin.state', '2')).items.find((item) => item.id === ghmcItem.id);
    expect(after?.handledBy).toBe('admin.ghmc');
    expect(after?.handledAt).not.toBeNull();
    const audited = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'FEEDBACK_HANDLED'));
    expect(audited.map((event) => event.details)).toEqual([{ feedbackId: ghmcItem.id }]);
    expect(
      pageOf(await list('admin.state', '2')).items.find((item) => item.id === visitorItem.id)?.handledAt,
    ).toBeNull();
  });
});
