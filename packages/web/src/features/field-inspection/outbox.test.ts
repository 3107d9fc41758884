import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { GraphqlRequestError } from '../../shared/graphql/graphql-request';
import type { TQueuedWrite } from './offline-db';
import { fieldDb, readKey } from './offline-db';
import { forgetOfficerReads, keepWrite, keptAnswersIn, keptWrites, sendKeptWrites, type TSendWrite } from './outbox';

/** Each test files its writes under an officer of its own: the device's store is shared by the file's tests. */
let officerCount = 0;
const newOfficer = () => `officer-${(officerCount += 1)}`;

const answers = (officerId: string, formInstanceId: string, data: object) =>
  keepWrite({
    officerId,
    applicationId: '41',
    payload: { kind: 'ANSWERS', formInstanceId, data: JSON.stringify(data) },
  });
const siteVisit = (officerId: string) =>
  keepWrite({
    officerId,
    applicationId: '41',
    payload: {
      kind: 'SITE_VISIT',
      position: { latitude: 17.4, longitude: 78.5, accuracyMetres: 12, capturedAt: '2026-12-06T10:00:00.000Z' },
    },
  });

/** A server that records what it received (kind and key), answering with `answer` for each send in turn. */
function server(answer: (write: TQueuedWrite, attempt: number) => void) {
  const received: { kind: string; key: string }[] = [];
  let attempt = 0;
  const send: TSendWrite = (write) => {
    attempt += 1;
    received.push({ kind: write.payload.kind, key: write.idempotencyKey });
    return Promise.resolve().then(() => answer(write, attempt));
  };
  return { send, received };
}

const states = async (officerId: string) =>
  (await keptWrites(officerId)).map((write) => [write.payload.kind, write.state, write.reason]);

describe('the writes kept on the phone', () => {
  it('sends them in the order they were made, and a lost connection resends each with the key it was made with', async () => {
    const officerId = newOfficer();
    const first = await answers(officerId, '7', { site_visited: { parent_answer: 'Yes' } });
    const second = await siteVisit(officerId);
    expect(await states(officerId)).toEqual([
      ['ANSWERS', 'WAITING', null],
      ['SITE_VISIT', 'WAITING', null],
    ]);

    // The network drops on the second write: it waits; the first is sent.
    const flaky = server((_write, attempt) => {
      if (attempt === 2) throw new TypeError('Failed to fetch');
    });
    await sendKeptWrites(officerId, flaky.send);
    expect(await states(officerId)).toEqual([
      ['ANSWERS', 'SENT', null],
      ['SITE_VISIT', 'WAITING', null],
    ]);

    const steady = server(() => undefined);
    await sendKeptWrites(officerId, steady.send);
    await sendKeptWrites(officerId, steady.send);
    expect(await states(officerId)).toEqual([
      ['ANSWERS', 'SENT', null],
      ['SITE_VISIT', 'SENT', null],
    ]);
    // The retry is a replay: the same key as the first try, and nothing sent twice once taken.
    expect([...flaky.received, ...steady.received]).toEqual([
      { kind: 'ANSWERS', key: first.idempotencyKey },
      { kind: 'SITE_VISIT', key: second.idempotencyKey },
      { kind: 'SITE_VISIT', key: second.idempotencyKey },
    ]);
  });

  it('keeps answers the server refused (the turn moved) with its reason, and sends the writes after them', async () => {
    const officerId = newOfficer();
    await answers(officerId, '7', { site_visited: { parent_answer: 'No' } });
    await siteVisit(officerId);
    const moved = server((write) => {
      if (write.payload.kind === 'ANSWERS') {
        throw new GraphqlRequestError('The file is no longer at your desk.', 'CONFLICT');
      }
    });
    await sendKeptWrites(officerId, moved.send);
    expect(await states(officerId)).toEqual([
      ['ANSWERS', 'REFUSED', 'The file is no longer at your desk.'],
      ['SITE_VISIT', 'SENT', null],
    ]);
    // The refused answers are still the form's on this phone; no later round sends them again unasked.
    expect(JSON.parse(keptAnswersIn(await keptWrites(officerId), '7') ?? 'null')).toEqual({
      site_visited: { parent_answer: 'No' },
    });
    await sendKeptWrites(officerId, moved.send);
    expect(moved.received).toHaveLength(2);
  });

  it('keeps waiting through a busy server or a lapsed session', async () => {
    const officerId = newOfficer();
    await answers(officerId, '7', { a: { parent_answer: 'Yes' } });
    for (const code of ['UNAVAILABLE', 'TOO_MANY_REQUESTS']) {
      await sendKeptWrites(
        officerId,
        server(() => {
          throw new GraphqlRequestError('Busy', code);
        }).send,
      );
    }
    expect(await states(officerId)).toEqual([['ANSWERS', 'WAITING', null]]);
  });

  it('keeps only the newest answers of a form not yet sent', async () => {
    const officerId = newOfficer();
    await answers(officerId, '7', { a: { parent_answer: 'Yes' } });
    await answers(officerId, '8', { b: { parent_answer: 'Yes' } });
    await answers(officerId, '7', { a: { parent_answer: 'No' } });
    const writes = await keptWrites(officerId);
    expect(writes.map((write) => (write.payload.kind === 'ANSWERS' ? write.payload.formInstanceId : ''))).toEqual([
      '8',
      '7',
    ]);
    expect(keptAnswersIn(await keptWrites(officerId), '7')).toBe(JSON.stringify({ a: { parent_answer: 'No' } }));
  });

  it("at sign-out forgets the officer's reads and sent writes, keeps their unsent answers, and leaves other officers' alone", async () => {
    const officerId = newOfficer();
    const other = newOfficer();
    const db = await fieldDb();
    for (const id of [officerId, other]) {
      await db.put('reads', { officerId: id, queryKey: ['me'], data: { id }, fetchedAt: 1 }, readKey(id, ['me']));
    }
    await siteVisit(officerId);
    await sendKeptWrites(officerId, server(() => undefined).send);
    await answers(officerId, '7', { a: { parent_answer: 'Yes' } });
    await answers(other, '9', { a: { parent_answer: 'Yes' } });

    await forgetOfficerReads(officerId);

    expect(await db.getAllFromIndex('reads', 'byOfficer', officerId)).toEqual([]);
    expect(await db.getAllFromIndex('reads', 'byOfficer', other)).toHaveLength(1);
    expect(await states(officerId)).toEqual([['ANSWERS', 'WAITING', null]]);
    expect(await states(other)).toEqual([['ANSWERS', 'WAITING', null]]);
  });
});
