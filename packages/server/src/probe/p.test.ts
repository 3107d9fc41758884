import { it } from 'vitest';
import { createTestApp } from '../testing/test-app';
it('jit', async () => {
  const t = await createTestApp();
  const q = 'query ($type: ReportType!) { reports(type: $type) { __typename } }';
  for (const type of ['APPLICATIONS', 'all', 'all', 'NOPE']) {
    const r = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query: q, variables: { type } } });
    console.log(type, r.statusCode, r.body.slice(0, 200));
  }
  const origin = t.app.log.error;
  await t.close();
});
