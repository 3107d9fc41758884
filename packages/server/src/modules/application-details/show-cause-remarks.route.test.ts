import type { TApplicationView } from '@anumati/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJurisdiction } from '../../testing/fixtures';
import { allFormsAnsweredFor } from '../../testing/form-answers';
import { openTurnOf } from '../../testing/open-turn';
import { submitThroughPlatform } from '../../testing/platform-submission';
import { signInTeam, type TTeamMember } from '../../testing/signed-in-team';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { NOTE_MUTATION, walkToTurnOf } from '../../testing/walk-to-acceptance';

const KEY = 'show-cause-platform-key-0123';
const SUBMIT = `mutation ($formInstanceId: ID!, $status: String!, $finalRemark: String, $data: String) {
  submitFormAnswers(formInstanceId: $formInstanceId, status: $status, finalRemark: $finalRemark, data: $data) { status }
}`;
// What a commissioner would write: punctuation an escaper would mangle, and Telugu.
const REMARK = 'Front setback 1.2 m short of the plan & rear < 1.5 m: reply within 7 days (ముందు సెట్‌బ్యాక్ తక్కువ)';

type TWho = 'site' | 'title' | 'tech' | 'tpso' | 'commissioner';

let t: TTestApp;
let team: Record<TWho, TTeamMember>;
let outsider: TTeamMember;
let applicationId: number;

const read = async (token: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/applications/${applicationId}/view`,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: response.statusCode,
    body: response.json() as { success: boolean; message: string; data?: TApplicationView },
  };
};

beforeAll(async () => {
  t = await createTestApp({ env: { PLATFORM_API_KEY: KEY } });
  const here = await createJurisdiction(t.database.db);
  const elsewhere = await createJurisdiction(t.database.db, 'HMDA');
  team = await signInTeam(t, {
    site: { role: 'Site Inspector', jurisdiction: here },
    title: { role: 'Title Inspector', jurisdiction: here },
    tech: { role: 'Technical Scrutiny Officer', jurisdiction: here },
    tpso: { role: 'TPSO OFFICER', jurisdiction: here },
    commissioner: { role: 'Municipal Commissioner', jurisdiction: here },
  });
  ({ outsider } = await signInTeam(
    t,
    { outsider: { role: 'Municipal Commissioner', jurisdiction: elsewhere } },
    '91000000',
  ));
  applicationId = await submitThroughPlatform(t, {
    kind: 'SELF_CERTIFICATION',
    ulbName: here.ulb.name,
    platformKey: KEY,
    idempotencyKey: 'show-cause-remarks-1',
  });
  await walkToTurnOf(
    {
      db: t.database.db,
      graphql: (query, variables, token) => t.graphql(query, variables, { token }),
      tokens: new Map(Object.values(team).map((member) => [member.id, member.token])),
      payFee: () => Promise.reject(new Error('an instant approval asks no fee before its decision')),
    },
    applicationId,
    team.commissioner.id,
  );
});
afterAll(() => t.close());

describe('the show-cause remark on the detail screen (spec 2 §3.1 show_cause_remarks)', () => {
  it('reads back, word for word, the remark the commissioner raised the show cause with', async () => {
    expect((await read(team.commissioner.token)).body.data?.show_cause_remarks).toBeNull();
    const turn = await openTurnOf(t.database.db, applicationId, team.commissioner.id);
    await t.graphql(NOTE_MUTATION, { id: applicationId }, { token: team.commissioner.token });
    // The decision form raises it (spec 3 §4), as the console does.
    const raised = await t.graphql<{ submitFormAnswers: { status: string } }>(
      SUBMIT,
      {
        formInstanceId: turn?.id,
        status: 'SHOW_CAUSE',
        finalRemark: REMARK,
        data: await allFormsAnsweredFor(t.database.db, applicationId),
      },
      { token: team.commissioner.token },
    );
    expect(raised.errors, JSON.stringify(raised.errors)).toBeUndefined();

    for (const reader of [team.commissioner, team.site]) {
      const { status, body } = await read(reader.token);
      expect(status).toBe(200);
      expect(body.data?.application_status).toBe('SHOW_CAUSE_RAISED');
      expect(body.data?.show_cause_remarks).toBe(REMARK);
    }
  });

  it('refuses it to an officer of another jurisdiction, remark and all', async () => {
    const { status, body } = await read(outsider.token);
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, message: 'Application not found' });
  });
});
