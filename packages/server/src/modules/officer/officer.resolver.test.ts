import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJurisdiction } from '../../testing/fixtures';
import { signInTeam, type TTeamMember } from '../../testing/signed-in-team';
import { createTestApp, type TTestApp } from '../../testing/test-app';

const ME = `query { me { username preferredLanguage } }`;
const SET = `mutation ($language: String!) { setPreferredLanguage(language: $language) { username preferredLanguage } }`;

let t: TTestApp;
let team: Record<'site' | 'title', TTeamMember>;
let tokens: Record<'site' | 'title', string>;

beforeAll(async () => {
  t = await createTestApp();
  const here = await createJurisdiction(t.database.db);
  team = await signInTeam(t, {
    site: { role: 'Site Inspector', jurisdiction: here },
    title: { role: 'Title Inspector', jurisdiction: here },
  });
  tokens = { site: team.site.token, title: team.title.token };
});
afterAll(() => t.close());

const languageOf = async (token: string) =>
  (await t.graphql<{ me: { preferredLanguage: string } }>(ME, {}, { token })).data?.me.preferredLanguage;

describe("the officer's language (issue 19)", () => {
  it('is English until the officer chooses, then Telugu in every later session of theirs only', async () => {
    expect(await languageOf(tokens.site)).toBe('en');
    const set = await t.graphql(SET, { language: 'te' }, { token: tokens.site });
    expect(set.errors).toBeUndefined();
    expect(set.data).toEqual({ setPreferredLanguage: { username: 'site', preferredLanguage: 'te' } });
    expect(await languageOf(tokens.site)).toBe('te');
    expect(await languageOf(await t.signIn('site', team.site.mobile))).toBe('te');
    // Another officer keeps their own.
    expect(await languageOf(tokens.title)).toBe('en');
    await t.graphql(SET, { language: 'en' }, { token: tokens.site });
    expect(await languageOf(tokens.site)).toBe('en');
  });

  it.each(['hi', 'TE', '', 'english'])('refuses %j as bad input and changes nothing', async (language) => {
    await t.graphql(SET, { language: 'te' }, { token: tokens.title });
    const refused = await t.graphql(SET, { language }, { token: tokens.title });
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Choose English or Telugu',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await languageOf(tokens.title)).toBe('te');
  });

  it('needs a session', async () => {
    const anonymous = await t.graphql(SET, { language: 'te' });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
