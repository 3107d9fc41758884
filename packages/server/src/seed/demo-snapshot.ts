import { addIndiaDays, indiaDay, indiaDaysBetween, shiftByIndiaDays, startOfIndiaDay } from '@anumati/domain';
import { readFile, writeFile } from 'node:fs/promises';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { TDb, TTransaction } from '../db/database';
import { appendAuditEvents, type TAuditEvent } from '../modules/audit/audit.repository';
import type { TOrderIssue } from '../modules/orders';
import { applicationIdentifierAppliedOn } from '../modules/platform/application-identifier';
import type { TStorage } from '../modules/storage/storage-adapter';
import { codeFile } from '../platform/paths';
import {
  continueIdentity,
  insertTableRows,
  readTableRows,
  readTablesInLoadOrder,
  type TSnapshotTableShape,
} from './demo-snapshot.repository';
import { createDemoOrders } from './demo-orders';
import { READ_MODEL_TABLES, rebuildReadModels } from './read-models';

/**
 * The demo written in bulk (issue 17 §5): the rows and documents the engine's seed (seed.ts) makes, taken once
 * (`npm run demo:snapshot -w @anumati/server`) and loaded in a few statements a table, instead of ~35,000
 * statements through the workflow (40–50 s on the embedded database).
 *
 * The snapshot was seeded at the start of one India day; loaded on another, every instant and date in it moves by
 * the whole India days between them. The engine counts every limit in whole India days from its events
 * (india-calendar.ts), so what it would have written at the start of the loading day is the snapshot moved — but
 * for the year in an application's number, which follows its new date (application-identifier.ts), wherever the
 * number is written (rows, details, documents). demo-snapshot.test.ts holds the loader to that: a load on a day
 * 45 days on, across a new year, equals the engine's seed at that day, row for row and byte for byte.
 *
 * Decision: the demo is the engine's as of the start of today's India day, not of the instant of the start; the
 * scheduler's first sweep (at the server's start) then raises what fell due since midnight, as it would online.
 */

export const DEMO_SNAPSHOT_FILE = codeFile('seed/data/demo-snapshot.json.gz');

/** The India day the snapshot's demo was seeded at the start of. Any day does; the loader moves it. */
export const DEMO_SNAPSHOT_DAY = '2026-11-23';

type TSnapshotTable = TSnapshotTableShape & { rows: unknown[][] };
type TSnapshotDocument = { key: string; contentType: string; base64: string };
/** An order as the seed issued it; in the JSON file its instant is a string. */
type TSnapshotOrder = Omit<TOrderIssue, 'document'> & {
  document: Omit<TOrderIssue['document'], 'issuedAt'> & { issuedAt: Date | string };
};
export type TDemoSnapshot = {
  day: string;
  tables: TSnapshotTable[];
  documents: TSnapshotDocument[];
  /**
   * The orders the demo's decisions issued (issue 57), as they were issued, kept apart from the tables and the
   * documents: an order's PDF prints its date, and its number the year, in text the loader cannot move (glyphs, a
   * QR code), and its SHA-256 must be the stored PDF's. So the loader issues each again at its moved date through
   * the orders module (keepIn), as the seed would have on the loading day.
   */
  orders: TSnapshotOrder[];
};
export type TDemoDocuments = ReadonlyMap<string, { body: Buffer; contentType: string }>;

/** The audit trail is appended as a chain of its own (its ids, links and hashes made anew), not inserted. */
const AUDIT_TABLE = 'audit_events';
/** The orders' rows and PDFs are made again at the load (TDemoSnapshot.orders), not copied. */
const ORDERS_TABLE = 'decision_orders';
const ORDERS_FOLDER = 'orders/';
/** Documents written at a time. */
const PARALLEL_WRITES = 16;

/** What a database seeded by seedDemoData holds, with the documents and orders the seed issued, as a snapshot. */
export async function takeDemoSnapshot(
  db: TDb,
  seeded: { documents: TDemoDocuments; orders: readonly TOrderIssue[]; day: string },
): Promise<TDemoSnapshot> {
  const { documents, day } = seeded;
  const shapes = await readTablesInLoadOrder(db, [...READ_MODEL_TABLES, ORDERS_TABLE]);
  const tables: TSnapshotTable[] = [];
  for (const shape of shapes) tables.push({ ...shape, rows: await readTableRows(db, shape) });
  return {
    day,
    tables,
    documents: [...documents.entries()]
      .filter(([key]) => !key.startsWith(ORDERS_FOLDER))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, document]) => ({ key, contentType: document.contentType, base64: document.body.toString('base64') })),
    orders: [...seeded.orders],
  };
}

export async function writeDemoSnapshot(snapshot: TDemoSnapshot, file = DEMO_SNAPSHOT_FILE): Promise<void> {
  await writeFile(file, gzipSync(JSON.stringify(snapshot), { level: 9 }));
}

async function readDemoSnapshot(file = DEMO_SNAPSHOT_FILE): Promise<TDemoSnapshot> {
  const retake = 'take it again: npm run demo:snapshot -w @anumati/server';
  const packed = await readFile(file).catch((error: unknown) => {
    throw new Error(`The demo snapshot ${file} cannot be read; ${retake}`, { cause: error });
  });
  return JSON.parse(gunzipSync(packed).toString('utf8')) as TDemoSnapshot;
}

/**
 * Loads the snapshot into an empty database as the engine would have seeded it at the start of `now`'s India day,
 * with its documents in the storage adapter and the read models made at `now`. Call it inside a transaction:
 * a load that fails leaves nothing (documents written stay; the next load writes the same keys again).
 */
export async function loadDemoSnapshot(
  tx: TTransaction,
  options: {
    now: Date;
    storage: TStorage;
    snapshot?: TDemoSnapshot;
    /** The console's address, which the orders print their check link on (DEMO_CONSOLE_URL by default). */
    consoleUrl?: string;
  },
): Promise<{ officers: number; applications: number; ulbs: number }> {
  const snapshot = options.snapshot ?? (await readDemoSnapshot());
  const move = demoMove(snapshot, options.now);
  for (const table of snapshot.tables) {
    const rows = table.rows.map((values) => movedRow(table, values, move));
    if (table.name === AUDIT_TABLE) {
      await appendAuditEvents(tx, rows.map(auditEventOf));
      continue;
    }
    await insertTableRows(tx, table, rows);
    if (table.hasIdentity) await continueIdentity(tx, table);
  }
  for (let start = 0; start < snapshot.documents.length; start += PARALLEL_WRITES) {
    await Promise.all(
      snapshot.documents.slice(start, start + PARALLEL_WRITES).map((document) => {
        const body = Buffer.from(document.base64, 'base64');
        const moved = document.contentType === 'application/pdf' ? movedPdf(body, move) : body;
        return options.storage.put(document.key, moved, document.contentType);
      }),
    );
  }
  const orders = createDemoOrders({ db: tx, storage: options.storage, consoleUrl: options.consoleUrl });
  for (const order of snapshot.orders) await orders.keepIn(tx, movedOrder(order, move));
  await rebuildReadModels(tx, options.now);
  const rowsOf = (name: string) => snapshot.tables.find((table) => table.name === name)?.rows.length ?? 0;
  return { officers: rowsOf('officers'), applications: rowsOf('applications'), ulbs: rowsOf('ulbs') };
}

/** How the snapshot moves to a day: by whole India days, and the numbers whose year changes with it. */
type TMove = { days: number; numbers: ReadonlyMap<string, string>; renumber: RegExp | null };

function demoMove(snapshot: TDemoSnapshot, now: Date): TMove {
  const days = indiaDaysBetween(startOfIndiaDay(snapshot.day), now);
  const applications = snapshot.tables.find((table) => table.name === 'applications');
  const numbers = new Map<string, string>();
  if (applications) {
    const identifier = applications.columns.findIndex((column) => column.name === 'application_identifier');
    const appliedOn = applications.columns.findIndex((column) => column.name === 'applied_on');
    for (const values of applications.rows) {
      const old = values[identifier];
      const applied = values[appliedOn];
      if (typeof old !== 'string' || typeof applied !== 'string') continue;
      const renumbered = applicationIdentifierAppliedOn(old, shiftByIndiaDays(new Date(applied), days));
      if (renumbered !== old) numbers.set(old, renumbered);
    }
  }
  const renumber = numbers.size === 0 ? null : new RegExp([...numbers.keys()].map(escapeRegExp).join('|'), 'g');
  return { days, numbers, renumber };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})?$/;
const DATE_IN_TEXT = /\b\d{4}-\d{2}-\d{2}\b/g;

const movedDate = (date: string, move: TMove) => addIndiaDays(date, move.days);

function movedInstant(instant: string, move: TMove): string {
  // A timestamp without a zone (none in the schema today) is read and written as UTC: its wall time moves the same.
  const hasZone = /(?:Z|[+-]\d{2}:\d{2})$/.test(instant);
  const moved = shiftByIndiaDays(new Date(hasZone ? instant : `${instant}Z`), move.days).toISOString();
  return hasZone ? moved : moved.slice(0, -1);
}

const renumbered = (text: string, move: TMove) =>
  move.renumber ? text.replace(move.renumber, (number) => move.numbers.get(number) ?? number) : text;

/** A value inside a JSON column or an array: dates and instants move, numbers follow. */
function movedJson(value: unknown, move: TMove): unknown {
  if (typeof value === 'string') {
    if (DATE.test(value)) return movedDate(value, move);
    if (INSTANT.test(value)) return movedInstant(value, move);
    return renumbered(value, move);
  }
  if (Array.isArray(value)) return value.map((item) => movedJson(item, move));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, movedJson(item, move)]));
  }
  return value;
}

function movedValue(type: string, value: unknown, move: TMove): unknown {
  if (value === null) return null;
  if (type === 'date' && typeof value === 'string') return movedDate(value, move);
  if (type.startsWith('timestamp') && typeof value === 'string') return movedInstant(value, move);
  return movedJson(value, move);
}

function movedRow(table: TSnapshotTable, values: readonly unknown[], move: TMove): Record<string, unknown> {
  return Object.fromEntries(
    table.columns.map((column, index) => [column.name, movedValue(column.type, values[index] ?? null, move)]),
  );
}

/**
 * A demo PDF's text names dates and application numbers (demo-documents.ts writes it in Latin-1, uncompressed);
 * both keep their length when moved, so the file's offsets stay right.
 */
function movedPdf(body: Buffer, move: TMove): Buffer {
  const text = body.toString('latin1').replace(DATE_IN_TEXT, (date) => movedDate(date, move));
  return Buffer.from(renumbered(text, move), 'latin1');
}

/**
 * An order issued on the loading day instead: its date moved, and with it the year in its number (orderNumberOf:
 * TSB-year-…, the year of its India day), the application's number as the rows have it.
 */
function movedOrder(order: TSnapshotOrder, move: TMove): TOrderIssue {
  const issuedAt = shiftByIndiaDays(new Date(order.document.issuedAt), move.days);
  const year = indiaDay(issuedAt).slice(0, 4);
  return {
    ...order,
    document: {
      ...order.document,
      issuedAt,
      number: order.document.number.replace(/^TSB-\d{4}-/, `TSB-${year}-`),
      applicationIdentifier: renumbered(order.document.applicationIdentifier, move),
    },
  };
}

function auditEventOf(row: Record<string, unknown>): TAuditEvent {
  const text = (name: string) => (typeof row[name] === 'string' ? (row[name] as string) : null);
  const whole = (name: string) => (typeof row[name] === 'number' ? (row[name] as number) : null);
  return {
    occurredAt: new Date(String(row.occurred_at)),
    actorOfficerId: whole('actor_officer_id'),
    actorRole: text('actor_role'),
    actorKind: String(row.actor_kind) as TAuditEvent['actorKind'],
    applicationId: whole('application_id'),
    action: String(row.action),
    fromState: text('from_state'),
    toState: text('to_state'),
    remark: text('remark'),
    details: (row.details ?? {}) as Record<string, unknown>,
  };
}
