import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJurisdiction, createOfficer } from '../../testing/fixtures';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { finishSchedulerRun, startSchedulerRun } from '../scheduler/scheduler.repository';
import { DEADLINES_RUN } from '../deadlines/deadline-scheduler';

const TOKEN = 'a-metrics-token-long-enough';
let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  await createOfficer(t.database.db, {
    username: 'metered',
    role: 'Site Inspector',
    jurisdiction: await createJurisdiction(t.database.db),
    mobile: '9100000031',
  });
});
afterAll(() => t.close());

const scrape = async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
};

describe('the Prometheus metrics', () => {
  it('are served only to the holder of METRICS_TOKEN, and not at all without one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    const unconfigured = await createTestApp();
    try {
      expect((await unconfigured.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await unconfigured.close();
    }
  });

  it('time requests by route and GraphQL operation name', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: 'query PublicSettingsProbe { __typename }', operationName: 'PublicSettingsProbe' },
    });
    await t.app.inject({ method: 'GET', url: '/health/live' });
    const text = await scrape();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/graphql",operation="PublicSettingsProbe",status_code="200"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/health\/live",operation="",status_code="200"\} 1/,
    );
  });

  it('count failed sign-ins of the last hour by kind', async () => {
    const answer = await t.graphql(
      'mutation ($u: String!, $p: String!) { login(username: $u, password: $p, mobile: "") { challenge } }',
      { u: 'metered', p: 'not-the-password' },
    );
    expect(answer.errors?.length).toBe(1);
    expect(await scrape()).toMatch(/anumati_sign_in_failures_last_hour\{kind="PASSWORD"\} 1/);
    t.clock.advance(61 * 60 * 1000);
    expect(await scrape()).toMatch(/anumati_sign_in_failures_last_hour\{kind="PASSWORD"\} 0/);
  });

  it('report the scheduler runs, the lag since the last completed one and the deemed approvals, from their records', async () => {
    const startedAt = t.clock.now();
    const id = await startSchedulerRun(t.database.db, { name: DEADLINES_RUN, process: 'elsewhere:1', startedAt });
    await finishSchedulerRun(t.database.db, id, {
      finishedAt: new Date(startedAt.getTime() + 4_500),
      outcome: 'DONE',
      work: { deemed: 2, finalDeemed: 1, expired: 0 },
    });
    t.clock.advance(90 * 1000);
    const text = await scrape();
    expect(text).toMatch(/anumati_scheduler_runs\{outcome="DONE"\} 1/);
    expect(text).toMatch(/anumati_scheduler_lag_seconds 90/);
    expect(text).toMatch(/anumati_deemed_approvals 3/);
    expect(text).toMatch(/anumati_scheduler_last_run_duration_seconds 4.5/);
  });

  it('count answers that were not a success by route and code, GraphQL error codes included (issue 50 §8)', async () => {
    await t.graphql('{ me { id } }');
    await t.app.inject({ method: 'GET', url: '/api/v1/applications/1/view' });
    const text = await scrape();
    expect(text).toMatch(/anumati_http_errors_total\{route="\/graphql",code="UNAUTHENTICATED"\} 1/);
    expect(text).toMatch(/anumati_http_errors_total\{route="\/api\/v1\/applications\/:id\/view",code="401"\} 1/);
    expect(text).toMatch(/anumati_sms_total\{outcome="failed"\} 0/);
  });
});
