import { describe, expect, it } from 'vitest';
import { reportTestApp } from '../../testing/report-fixtures';

const app = reportTestApp();

const get = async (url: string, token?: string) => {
  const response = await app.t.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, body: response.json() as { success: boolean; message: string; data: object } };
};

describe('villages lookups (spec 3 §7 REST)', () => {
  it('gives the districts of the chosen authorities, in the spec’s answer shape', async () => {
    const answer = await get('/api/v1/villages/districts_for_authorites?authorities=HMDA', app.fixtures.tokens.chasing);
    expect(answer).toEqual({
      status: 200,
      body: { success: true, message: 'ok', data: { districts: ['HMDA district'] } },
    });
    const both = await get(
      '/api/v1/villages/districts_for_authorites?authorities=GHMC,HMDA',
      app.fixtures.tokens.chasing,
    );
    expect(both.body.data).toEqual({ districts: ['GHMC district', 'HMDA district'] });
  });

  it('gives the ULBs of the chosen authorities and districts', async () => {
    const answer = await get(
      '/api/v1/villages/ulb_names_for_districts?authorities=GHMC,HMDA&districts=GHMC%20district',
      app.fixtures.tokens.chasing,
    );
    expect(answer.body.data).toEqual({ ulb_names: ['GHMC ULB'] });
    const all = await get(
      '/api/v1/villages/ulb_names_for_districts?authorities=ALL&districts=ALL',
      app.fixtures.tokens.chasing,
    );
    expect(all.body.data).toEqual({ ulb_names: ['GHMC ULB', 'HMDA ULB'] });
  });

  it('lists the ULBs and districts within the officer’s scope', async () => {
    expect((await get('/api/v1/villages/ulb_names', app.fixtures.tokens.chasing)).body.data).toEqual({
      ulb_names: ['GHMC ULB', 'HMDA ULB'],
    });
    expect((await get('/api/v1/villages/ulb_names', app.fixtures.tokens.directorB)).body.data).toEqual({
      ulb_names: ['HMDA ULB'],
    });
    expect((await get('/api/v1/villages/districts', app.fixtures.tokens.collectorA)).body.data).toEqual({
      districts: ['GHMC district'],
    });
    expect((await get('/api/v1/villages/districts', app.fixtures.tokens.chasing)).body.data).toEqual({
      districts: ['GHMC district', 'HMDA district'],
    });
  });

  it('asks for a session; an office without reports gets its own ULB, for its dashboards’ filter', async () => {
    expect((await get('/api/v1/villages/ulb_names')).status).toBe(401);
    expect((await get('/api/v1/villages/ulb_names', app.fixtures.tokens.siteA)).body.data).toEqual({
      ulb_names: ['GHMC ULB'],
    });
  });
});
