import { PROCESS_KINDS, type TServerRoleName } from '@anumati/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJurisdiction, createOfficer } from '../../testing/fixtures';
import { submitThroughPlatform } from '../../testing/platform-submission';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { walkToAcceptance, type TWalk } from '../../testing/walk-to-acceptance';

const KEY = 'every-kind-platform-key-0123';
const ROLES: Record<string, TServerRoleName> = {
  site: 'Site Inspector',
  title: 'Title Inspector',
  tech: 'Technical Scrutiny Officer',
  tpso: 'TPSO OFFICER',
  commissioner: 'Municipal Commissioner',
};

let t: TTestApp;
let ulbName: string;
const tokens = new Map<number, string>();

beforeAll(async () => {
  t = await createTestApp({ env: { PLATFORM_API_KEY: KEY } });
  const jurisdiction = await createJurisdiction(t.database.db);
  ulbName = jurisdiction.ulb.name;
  for (const [index, [username, role]] of Object.entries(ROLES).entries()) {
    const mobile = `93000000${String(index).padStart(2, '0')}`;
    const officer = await createOfficer(t.database.db, { username, role, jurisdiction, mobile });
    tokens.set(officer.id, await t.signIn(username, mobile));
  }
});
afterAll(() => t.close());

const walk = (): TWalk => ({
  db: t.database.db,
  graphql: (query, variables, token) => t.graphql(query, variables, { token }),
  tokens,
  payFee: async (applicationId) => {
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/platform/v1/applications/${applicationId}/fee-payment`,
      headers: { authorization: `Bearer ${KEY}` },
    });
    expect(paid.statusCode, paid.body).toBe(200);
  },
});

describe('every kind end to end over the API', () => {
  it.each(PROCESS_KINDS)(
    '%s: in through the platform, through every stage by its officers, to ACCEPTED',
    async (kind) => {
      const statuses = await walkToAcceptance(
        walk(),
        await submitThroughPlatform(t, { kind, ulbName, platformKey: KEY, idempotencyKey: `every-kind-${kind}` }),
      );
      expect(statuses.at(-1)).toBe('ACCEPTED');
      expect(statuses).toContain(kind === 'FINAL_LAYOUT' ? 'DRAWING_VERIFIED' : 'PROCEEDINGS_IN_PROGRESS');
    },
  );
});
