import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { startSmsGatewayStub } from '../security/sms-gateway-stub';
import { createJurisdiction, createOfficer, FIXTURE_PASSWORD } from '../testing/fixtures';
import { openTestDatabase } from '../testing/test-database';
import { manualClock } from './clock';
import { loadConfig } from './config';

describe('the server log', () => {
  it('is JSON without passwords, codes, challenges, phone numbers or link signatures', async () => {
    const database = await openTestDatabase();
    // The production sink: the demo's outbox writes each code to the log on purpose, and is refused in production.
    const gateway = await startSmsGatewayStub();
    const lines: string[] = [];
    const config = loadConfig({
      NODE_ENV: 'test',
      WEB_DIST_DIR: '/nonexistent',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      SMS_SINK: 'http',
      SMS_GATEWAY_URL: gateway.url,
    });
    const app = await buildApp({
      db: database.db,
      config,
      clock: manualClock(new Date('2026-11-02T05:30:00Z')),
      logger: true,
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      await createOfficer(database.db, {
        username: 'logged',
        role: 'Site Inspector',
        jurisdiction: await createJurisdiction(database.db),
        mobile: '9100000041',
      });
      const login = await app.inject({
        method: 'POST',
        url: '/graphql',
        payload: {
          query: 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p, mobile: "") { challenge } }',
          variables: { u: 'logged', p: FIXTURE_PASSWORD },
        },
      });
      const challenge = (login.json() as { data: { login: { challenge: string } } }).data.login.challenge;
      await app.inject({ method: 'GET', url: '/api/v1/media/files/uploads/1/a.pdf?expires=1&signature=cafebabe' });
      app.log.info({ officer: { mobile: '9100000041', otp: '123456', password: 'secret' } }, 'a careless line');

      const code = gateway.messages[0]?.body.match(/\d{6}/)?.[0] ?? 'no code sent';
      const log = lines.join('');
      expect(lines.length).toBeGreaterThan(4);
      for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
      for (const secret of [FIXTURE_PASSWORD, challenge, code, '9100000041', '123456', 'cafebabe', 'secret"']) {
        expect(log).not.toContain(secret);
      }
      expect(log).toContain('"url":"/api/v1/media/files/uploads/1/a.pdf"');
      expect(log).toContain('[redacted]');
    } finally {
      await app.close();
      await database.close();
      await gateway.close();
    }
  });
});
