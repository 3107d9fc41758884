import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '../../testing/fixtures';
import { signInHereAndElsewhere, type TTeamMember } from '../../testing/signed-in-team';
import { createTestApp, type TTestApp } from '../../testing/test-app';

const DRAFT = `query ($applicationId: ID!) { noteDraft(applicationId: $applicationId) { applicationId comment updatedAt } }`;
const SAVE = `mutation ($applicationId: ID!, $comment: String!) {
  saveNoteDraft(applicationId: $applicationId, comment: $comment) { applicationId comment updatedAt }
}`;
const DELETE = `mutation ($applicationId: ID!) { deleteNoteDraft(applicationId: $applicationId) { success } }`;

let t: TTestApp;
let team: Record<'site' | 'title' | 'outsider', TTeamMember>;
let tokens: Record<'site' | 'title' | 'outsider', string>;
let applicationId: number;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signInHereAndElsewhere(t, ({ here, elsewhere }) => ({
    site: { role: 'Site Inspector', jurisdiction: here },
    title: { role: 'Title Inspector', jurisdiction: here },
    outsider: { role: 'Site Inspector', jurisdiction: elsewhere },
  }));
  team = signedIn.team;
  const application = await createApplication(t.database.db, {
    ulbId: signedIn.here.ulb.id,
    appliedOn: t.clock.now(),
    stages: [{ name: 'SITE VERIFICATION', officerId: team.site.id, receivedDate: t.clock.now() }],
  });
  applicationId = application.id;
  tokens = { site: team.site.token, title: team.title.token, outsider: team.outsider.token };
});
afterAll(() => t.close());

const draftOf = async (token: string) =>
  (await t.graphql<{ noteDraft: { comment: string } | null }>(DRAFT, { applicationId }, { token })).data?.noteDraft;

describe('note drafts', () => {
  it('keeps one sanitised draft per officer and application, across sessions of the officer', async () => {
    const saved = await t.graphql(
      SAVE,
      { applicationId, comment: '<p>Site <b>measured</b><script>alert(1)</script></p>' },
      { token: tokens.site },
    );
    expect(saved.data).toMatchObject({ saveNoteDraft: { comment: '<p>Site <b>measured</b></p>' } });
    await t.graphql(SAVE, { applicationId, comment: '<p>Site measured; setbacks checked</p>' }, { token: tokens.site });
    // A new session (after the old one expired, or on another computer) finds the draft.
    const later = await t.signIn('site', team.site.mobile);
    expect(await draftOf(later)).toMatchObject({
      comment: '<p>Site measured; setbacks checked</p>',
      applicationId: String(applicationId),
    });
    // A colleague who may see the application has no draft of their own and does not see this one.
    expect(await draftOf(tokens.title)).toBeNull();
  });

  it('removes the draft when it is emptied or deleted', async () => {
    await t.graphql(SAVE, { applicationId, comment: '<p>To be cleared</p>' }, { token: tokens.site });
    expect((await t.graphql(SAVE, { applicationId, comment: '<p> </p>' }, { token: tokens.site })).data).toEqual({
      saveNoteDraft: null,
    });
    expect(await draftOf(tokens.site)).toBeNull();
    await t.graphql(SAVE, { applicationId, comment: '<p>Again</p>' }, { token: tokens.site });
    expect((await t.graphql(DELETE, { applicationId }, { token: tokens.site })).errors).toBeUndefined();
    expect(await draftOf(tokens.site)).toBeNull();
  });

  it('refuses another jurisdiction’s application, an unknown one, an over-long draft and no session', async () => {
    const outsider = await t.graphql(SAVE, { applicationId, comment: '<p>x</p>' }, { token: tokens.outsider });
    expect(outsider.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|NOT_FOUND/);
    expect((await t.graphql(DRAFT, { applicationId }, { token: tokens.outsider })).errors).toBeDefined();
    const unknown = await t.graphql(SAVE, { applicationId: 999_999, comment: '<p>x</p>' }, { token: tokens.site });
    expect(unknown.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|NOT_FOUND/);
    const tooLong = await t.graphql(SAVE, { applicationId, comment: 'x'.repeat(20_001) }, { token: tokens.site });
    expect(tooLong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await t.graphql(DRAFT, { applicationId })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
