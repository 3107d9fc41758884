import {
  ORDER_KINDS,
  orderKindOf,
  processKindOf,
  type TApplicationStatus,
  type TOrderKind,
  type TPublicOrder,
} from '@anumati/domain';
import { asc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import type { TDatabaseHandle } from '../db/database';
import { applications } from '../modules/application/application.table';
import { auditEvents } from '../modules/audit/audit.table';
import { decisionOrders } from '../modules/orders/orders.table';
import { manualClock } from '../platform/clock';
import { loadConfig } from '../platform/config';
import { DEMO_LOAD_TIME_LIMIT_MS } from '../testing/demo-load-time-limit';
import { actualText as pdfText } from '../testing/pdf-text';
import { openDemoLoadTestDatabase } from '../testing/test-database';
import { loadDemoOnFirstStart } from './first-start';

/**
 * Issue 57, "Seeded decided files carry their orders": the demo as a first start loads it, each decision with the
 * order the product issues for it — in the Certificates section, and at the public check.
 */
const NOW = new Date('2026-12-02T06:00:00Z');
const CONSOLE_URL = 'https://bpass.demo.example';

let database: TDatabaseHandle;
let storageDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openDemoLoadTestDatabase();
  storageDir = await mkdtemp(join(tmpdir(), 'anumati-demo-orders-'));
  const config = loadConfig({ STORAGE_DIR: storageDir, SEED_ON_EMPTY: 'true', PUBLIC_CONSOLE_URL: CONSOLE_URL });
  const clock = manualClock(NOW);
  vi.spyOn(console, 'log').mockImplementation(() => {});
  await loadDemoOnFirstStart(database.db, config, clock);
  vi.restoreAllMocks();
  app = await buildApp({ db: database.db, config, clock });
}, DEMO_LOAD_TIME_LIMIT_MS);
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(storageDir, { recursive: true, force: true });
});

type TIssued = { kind: TOrderKind; issuedAt: string; officerId: number | null };

/** The orders each file's trail calls for: every transition into a deciding status, dated as it took effect. */
async function ordersCalledFor() {
  const files = await database.db
    .select({ id: applications.id, type: applications.applicationType, approvalFor: applications.approvalFor })
    .from(applications);
  const processKinds = new Map(files.map((file) => [file.id, processKindOf(file.type, file.approvalFor)]));
  const events = await database.db
    .select()
    .from(auditEvents)
    .where(isNotNull(auditEvents.fromState))
    .orderBy(asc(auditEvents.id));
  const calledFor = new Map<number, TIssued[]>(files.map((file) => [file.id, []]));
  for (const event of events) {
    const processKind = event.applicationId === null ? undefined : processKinds.get(event.applicationId);
    if (!processKind || event.toState === null || event.applicationId === null) continue;
    const from = event.fromState as TApplicationStatus;
    const kind = orderKindOf(from, event.toState as TApplicationStatus, processKind);
    if (!kind) continue;
    // A deadline's decision is dated when it fell due (transition.ts), an officer's when it was taken.
    const dueAt = typeof event.details.dueAt === 'string' ? new Date(event.details.dueAt) : event.occurredAt;
    calledFor.get(event.applicationId)?.push({
      kind,
      issuedAt: dueAt.toISOString(),
      officerId: event.actorKind === 'OFFICER' ? event.actorOfficerId : null,
    });
  }
  return calledFor;
}

async function demoOrders() {
  return database.db
    .select({
      order: decisionOrders,
      status: applications.status,
      type: applications.applicationType,
      approvalFor: applications.approvalFor,
      identifier: applications.applicationIdentifier,
    })
    .from(decisionOrders)
    .innerJoin(applications, eq(applications.id, decisionOrders.applicationId))
    .orderBy(asc(decisionOrders.issuedAt), asc(decisionOrders.id));
}

describe('the demo’s decided files', () => {
  it('carry the orders their decisions issue, of the decision’s kind, dated at the decision, and no others', async () => {
    const [calledFor, orders] = await Promise.all([ordersCalledFor(), demoOrders()]);
    for (const [applicationId, expected] of calledFor) {
      const issued = orders
        .filter(({ order }) => order.applicationId === applicationId)
        .map(({ order }) => ({
          kind: order.kind,
          issuedAt: order.issuedAt.toISOString(),
          officerId: order.issuedByOfficerId,
        }));
      expect.soft(issued, `application ${applicationId}`).toEqual(expected);
    }
    // Every kind the orders module defines is in the demo, and permits of every kind of file that has one.
    expect(new Set(orders.map(({ order }) => order.kind))).toEqual(new Set(ORDER_KINDS));
    expect(new Set(orders.filter(({ order }) => order.kind === 'PERMIT').map(({ order }) => order.title))).toEqual(
      new Set([
        'Instant Registration Certificate',
        'Building Permission Order',
        'Layout Permit Order',
        'Final Layout Approval Order',
        'Occupancy Certificate',
        'Compound Wall Permission',
      ]),
    );
  });

  it('each in a decided status has exactly one order of its decision’s kind', async () => {
    const [calledFor, orders] = await Promise.all([ordersCalledFor(), demoOrders()]);
    const files = await database.db
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .orderBy(asc(applications.id));
    const cases: [TApplicationStatus, TOrderKind][] = [
      ['ACCEPTED', 'PERMIT'],
      ['DEEMED', 'DEEMED_APPROVAL'],
      ['FINAL_DEEMED', 'FINAL_DEEMED_APPROVAL'],
      ['SHOW_CAUSE_RAISED', 'SHOW_CAUSE_NOTICE'],
      ['REVOKED', 'REVOCATION'],
    ];
    for (const [status, kind] of cases) {
      const decided = files.filter((file) => file.status === status);
      expect(decided.length, status).toBeGreaterThan(0);
      for (const file of decided) {
        const ofKind = orders.filter(({ order }) => order.applicationId === file.id && order.kind === kind);
        expect(ofKind, `${status} application ${file.id}`).toHaveLength(1);
      }
    }
    // A rejected file's order is a rejection, or a revocation where the permission was already held (orderKindOf).
    const rejected = files.filter((file) => file.status === 'REJECTED');
    expect(rejected.length).toBeGreaterThan(0);
    for (const file of rejected) {
      const last = calledFor.get(file.id)?.at(-1);
      expect(['REJECTION', 'REVOCATION']).toContain(last?.kind);
      const ofKind = orders.filter(({ order }) => order.applicationId === file.id && order.kind === last?.kind);
      expect(ofKind, `REJECTED application ${file.id}`).toHaveLength(1);
    }
    expect(orders.some(({ status, order }) => status === 'REJECTED' && order.kind === 'REJECTION')).toBe(true);
  });

  it('have each order’s PDF stored, its SHA-256 the stored bytes’', async () => {
    const orders = await demoOrders();
    expect(orders.length).toBeGreaterThan(50);
    for (const { order } of orders) {
      const pdf = await readFile(join(storageDir, order.storageKey));
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(createHash('sha256').update(pdf).digest('hex'), order.number).toBe(order.sha256);
    }
    // What the PDF prints: its number, and its check link at the console's address the start was given.
    const text = pdfText(await readFile(join(storageDir, orders[0]?.order.storageKey ?? '')));
    expect(text).toContain(orders[0]?.order.number);
    expect(text).toContain(`${CONSOLE_URL}/verify-order/${orders[0]?.order.number}`);
  });

  it('have their orders confirmed by the public order check, the copy held too', async () => {
    const orders = await demoOrders();
    const certificate = orders.find(({ order }) => order.title === 'Occupancy Certificate');
    if (!certificate) throw new Error('the demo has no occupancy certificate');
    const { order } = certificate;

    const found = await app.inject({ method: 'GET', url: `/api/public/orders/${order.number.toLowerCase()}` });
    expect(found.statusCode).toBe(200);
    const data = found.json<{ data: TPublicOrder }>().data;
    expect(data).toMatchObject({
      number: order.number,
      title: 'Occupancy Certificate',
      kind: 'PERMIT',
      applicationIdentifier: certificate.identifier,
      issuedAt: order.issuedAt.toISOString(),
      sha256: order.sha256,
    });
    expect(data.issuedBy?.name).toBeTruthy();

    const copy = await app.inject({
      method: 'GET',
      url: `/api/public/orders/${order.number}/copy-check?sha256=${order.sha256}`,
    });
    expect(copy.json()).toMatchObject({ data: { number: order.number, isIssuedCopy: true } });
  });
});
