import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TDatabaseHandle } from '../../db/database';
import { manualClock } from '../../platform/clock';
import { openTestDatabase } from '../../testing/test-database';
import { SERVICE_MESSAGES } from '@anumati/domain';
import { createSmsGateway } from './sms-gateway';
import { findSmsDeadLetters } from './sms.repository';

/** A provider whose next answers the test scripts; it keeps what it was sent, with the authorization header. */
let provider: Server;
let url: string;
let answers: number[];
let received: { authorization: string | undefined; body: { to: string; body: string } }[];
let database: TDatabaseHandle;
let pauses: number[];
let outcomes: string[];
const clock = manualClock(new Date('2026-11-02T05:30:00Z'));
const quiet = { warn: () => undefined, error: () => undefined };

const gateway = (attempts = 4) =>
  createSmsGateway({
    url,
    token: 'provider-key',
    attempts,
    retryDelayMs: 500,
    db: database.db,
    clock,
    log: quiet,
    sleep: async (ms) => {
      pauses.push(ms);
    },
    onResult: (outcome) => outcomes.push(outcome),
  });

beforeAll(async () => {
  database = await openTestDatabase();
  provider = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ authorization: request.headers.authorization, body: JSON.parse(body) });
      response.writeHead(answers.shift() ?? 202).end();
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/send`;
});
afterAll(async () => {
  await new Promise((resolve) => provider.close(resolve));
  await database.close();
});
beforeEach(() => {
  answers = [];
  received = [];
  pauses = [];
  outcomes = [];
});

describe('the SMS gateway', () => {
  it('posts the message with the provider key, and tries again after 500, 503 and 429 with doubling pauses', async () => {
    answers = [500, 503, 429, 202];
    await gateway().send({ to: '9848012345', body: 'Your code is 123456' });
    expect(received).toHaveLength(4);
    expect(received[3]).toEqual({
      authorization: 'Bearer provider-key',
      body: { to: '9848012345', body: 'Your code is 123456' },
    });
    expect(pauses).toEqual([500, 1000, 2000]);
    expect(await findSmsDeadLetters(database.db)).toEqual([]);
    expect(outcomes).toEqual(['sent']);
  });

  it('gives up after the configured tries, records a dead letter without the text, and tells the caller', async () => {
    answers = [502, 502, 502];
    await expect(gateway(3).send({ to: '9848011111', body: 'Your code is 654321' })).rejects.toThrow(
      SERVICE_MESSAGES.otpNotSent,
    );
    expect(received).toHaveLength(3);
    const [letter] = await findSmsDeadLetters(database.db, 1);
    expect(letter).toMatchObject({
      recipient: '9848011111',
      attempts: 3,
      lastError: 'SMS gateway answered 502',
      failedAt: clock.now(),
    });
    expect(JSON.stringify(letter)).not.toContain('654321');
    expect(outcomes).toEqual(['failed']);
  });

  it('does not try again a message the provider refuses (400), and records it at once', async () => {
    answers = [400];
    await expect(gateway().send({ to: '9848022222', body: 'x' })).rejects.toThrow(SERVICE_MESSAGES.otpNotSent);
    expect((await findSmsDeadLetters(database.db, 1))[0]?.lastError).toBe('SMS gateway answered 400');
    expect(received).toHaveLength(1);
    expect(pauses).toEqual([]);
    expect((await findSmsDeadLetters(database.db, 1))[0]).toMatchObject({ recipient: '9848022222', attempts: 1 });
  });

  it('tries again when the provider cannot be reached', async () => {
    const unreachable = createSmsGateway({
      url: 'http://127.0.0.1:9/send',
      attempts: 2,
      retryDelayMs: 100,
      db: database.db,
      clock,
      log: quiet,
      sleep: async (ms) => {
        pauses.push(ms);
      },
    });
    await expect(unreachable.send({ to: '9848033333', body: 'x' })).rejects.toThrow(SERVICE_MESSAGES.otpNotSent);
    expect((await findSmsDeadLetters(database.db, 1))[0]?.lastError).toContain('gateway unreachable');
    expect(pauses).toEqual([100]);
    expect((await findSmsDeadLetters(database.db, 1))[0]).toMatchObject({ recipient: '9848033333', attempts: 2 });
  });
});
