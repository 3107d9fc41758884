import { UPLOAD_MESSAGES } from '@anumati/domain';
import { eq } from 'drizzle-orm';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoPdf } from '../../seed/demo-documents';
import { createApplication, createJurisdiction, createOfficer } from '../../testing/fixtures';
import { createTestApp } from '../../testing/test-app';
import { postUpload, registerMedia, signUpload } from '../../testing/uploads';
import { auditEvents } from '../audit/audit.table';
import { createStorage } from './create-storage';
import { media } from './media.table';
import { parseClamdReply } from './virus-scan';

/** The industry's harmless test string, which every scanner reports (here: the fake clamd below). */
const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';
const CLEAN = demoPdf('Site inspection report', ['All setbacks as per the plan.']);
const INFECTED = demoPdf('Site inspection report', [EICAR]);

type TClamdMode = 'answer' | 'silent' | 'error';

/**
 * A stand-in for clamd on a local port: it reads INSTREAM as clamd does (the command, then length-prefixed chunks
 * up to a zero length), keeps what it received, and answers as clamd would for the EICAR test string.
 */
function fakeClamd() {
  const received: Buffer[] = [];
  const state = { mode: 'answer' as TClamdMode };
  const server = createServer((socket: Socket) => {
    let pending = Buffer.alloc(0);
    let hasCommand = false;
    const chunks: Buffer[] = [];
    socket.on('error', () => undefined);
    socket.on('data', (data: Buffer) => {
      pending = Buffer.concat([pending, data]);
      if (!hasCommand) {
        const end = pending.indexOf(0);
        if (end < 0) return;
        if (pending.subarray(0, end).toString() !== 'zINSTREAM') return void socket.end('UNKNOWN COMMAND\0');
        hasCommand = true;
        pending = pending.subarray(end + 1);
      }
      while (pending.length >= 4) {
        const length = pending.readUInt32BE(0);
        if (pending.length < 4 + length) return;
        if (length === 0) {
          const body = Buffer.concat(chunks);
          received.push(body);
          if (state.mode === 'silent') return;
          if (state.mode === 'error') return void socket.end('INSTREAM size limit exceeded. ERROR\0');
          const isInfected = body.includes('EICAR-STANDARD-ANTIVIRUS-TEST-FILE');
          return void socket.end(isInfected ? 'stream: Eicar-Test-Signature FOUND\0' : 'stream: OK\0');
        }
        chunks.push(pending.subarray(4, 4 + length));
        pending = pending.subarray(4 + length);
      }
    });
  });
  return { server, received, state };
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
const close = (server: Server) => new Promise((resolve) => server.close(resolve));

/** An app whose uploads are scanned by clamd at the given port, with one officer and one file of theirs. */
async function scannedApp(port: number, env: Record<string, string> = {}) {
  const t = await createTestApp({ env: { CLAMAV_HOST: '127.0.0.1', CLAMAV_PORT: String(port), ...env } });
  const here = await createJurisdiction(t.database.db);
  const officer = await createOfficer(t.database.db, {
    username: 'site',
    role: 'Site Inspector',
    jurisdiction: here,
    mobile: '9100000031',
  });
  const application = await createApplication(t.database.db, {
    ulbId: here.ulb.id,
    appliedOn: t.clock.now(),
    stages: [{ name: 'SITE VERIFICATION', officerId: officer.id, receivedDate: t.clock.now() }],
  });
  const token = await t.signIn('site', '9100000031');
  return { t, officer, applicationId: application.id, token };
}

describe('clamd replies', () => {
  it.each([
    ['stream: OK\0', { isInfected: false }],
    ['stream: Eicar-Test-Signature FOUND\0', { isInfected: true, signature: 'Eicar-Test-Signature' }],
    ['INSTREAM size limit exceeded. ERROR\0', null],
    ['', null],
  ])('%j reads as %j', (reply, verdict) => {
    expect(parseClamdReply(reply)).toEqual(verdict);
  });
});

describe('uploads scanned by ClamAV (CLAMAV_HOST)', () => {
  const clamd = fakeClamd();
  let app: Awaited<ReturnType<typeof scannedApp>>;

  beforeAll(async () => {
    app = await scannedApp(await listen(clamd.server), { CLAMAV_TIMEOUT_MS: '300' });
  });
  beforeEach(() => {
    clamd.received.length = 0;
    clamd.state.mode = 'answer';
  });
  afterAll(async () => {
    await app.t.close();
    await close(clamd.server);
  });

  const post = async (content: Buffer) => {
    const signed = await signUpload(app.t, app.token, 'application/pdf');
    const posted = await postUpload(app.t, signed, { name: 'report.pdf', type: 'application/pdf', content });
    return { key: signed.url_fields.key ?? '', posted };
  };
  const stored = (key: string) => createStorage(app.t.config, app.t.clock).readStart(key, 4);

  it('streams each upload to clamd before storing it, and again when it is attached', async () => {
    const { key, posted } = await post(CLEAN);
    expect(posted.statusCode).toBe(201);
    expect(clamd.received).toHaveLength(1);
    expect(clamd.received[0]?.equals(CLEAN)).toBe(true);
    const saved = await registerMedia(app.t, app.token, {
      application_id: app.applicationId,
      s3_file_path: key,
      category: 'note_attachment',
    });
    expect(saved.statusCode).toBe(201);
    expect(clamd.received).toHaveLength(2);
  });

  it('refuses an infected file (400), stores nothing and records it in the audit trail', async () => {
    const { key, posted } = await post(INFECTED);
    expect(posted.statusCode).toBe(400);
    expect(posted.body).toContain('<Code>VirusFound</Code>');
    expect(posted.body).toContain(UPLOAD_MESSAGES.infected);
    expect(await stored(key)).toBeNull();
    const [event] = await app.t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'UPLOAD_INFECTED'));
    expect(event).toMatchObject({
      actorKind: 'OFFICER',
      actorOfficerId: app.officer.id,
      details: { s3FilePath: key, signature: 'Eicar-Test-Signature', bytes: INFECTED.length },
    });
  });

  it('refuses an infected file found in storage when it is attached, removes it and records it', async () => {
    const key = `uploads/${app.officer.id}/2026-11/planted.pdf`;
    await createStorage(app.t.config, app.t.clock).put(key, INFECTED, 'application/pdf');
    const saved = await registerMedia(app.t, app.token, {
      application_id: app.applicationId,
      s3_file_path: key,
      category: 'note_attachment',
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json()).toEqual({ success: false, message: UPLOAD_MESSAGES.infected });
    expect(await stored(key)).toBeNull();
    const events = await app.t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'UPLOAD_INFECTED'));
    expect(events.at(-1)).toMatchObject({ applicationId: app.applicationId, actorRole: 'Site Inspector' });
    expect(await app.t.database.db.select().from(media).where(eq(media.s3FilePath, key))).toHaveLength(0);
  });

  it.each([
    ['answers with an error', 'error'],
    ['does not answer in time', 'silent'],
  ] as const)('refuses the upload with 503 when clamd %s, storing nothing', async (_name, mode) => {
    clamd.state.mode = mode;
    const { key, posted } = await post(CLEAN);
    expect(posted.statusCode).toBe(503);
    expect(posted.body).toContain('<Code>ServiceUnavailable</Code>');
    expect(posted.body).toContain(UPLOAD_MESSAGES.scanUnavailable);
    expect(clamd.received).toHaveLength(1);
    expect(await stored(key)).toBeNull();
  });
});

describe('a configured ClamAV that cannot be reached', () => {
  let app: Awaited<ReturnType<typeof scannedApp>>;

  beforeAll(async () => {
    // A port that was free a moment ago: nothing listens there.
    const probe = createServer();
    const port = await listen(probe);
    await close(probe);
    app = await scannedApp(port);
  });
  afterAll(() => app.t.close());

  it('fails closed: uploads and attachments answer 503 and nothing is kept', async () => {
    const signed = await signUpload(app.t, app.token, 'application/pdf');
    const key = signed.url_fields.key ?? '';
    const posted = await postUpload(app.t, signed, { name: 'report.pdf', type: 'application/pdf', content: CLEAN });
    expect(posted.statusCode).toBe(503);
    expect(posted.body).toContain(UPLOAD_MESSAGES.scanUnavailable);
    const storage = createStorage(app.t.config, app.t.clock);
    expect(await storage.readStart(key, 4)).toBeNull();

    const planted = `uploads/${app.officer.id}/2026-11/unscanned.pdf`;
    await storage.put(planted, CLEAN, 'application/pdf');
    const saved = await registerMedia(app.t, app.token, {
      application_id: app.applicationId,
      s3_file_path: planted,
      category: 'note_attachment',
    });
    expect(saved.statusCode).toBe(503);
    expect(saved.json()).toEqual({ success: false, message: UPLOAD_MESSAGES.scanUnavailable });
    expect(await storage.readStart(planted, 4)).toBeNull();
    expect(await app.t.database.db.select().from(media)).toHaveLength(0);
  });
});
