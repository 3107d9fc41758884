import type { TServerRoleName } from '@anumati/domain';
import { createApplication, createJurisdiction, createOfficer } from './fixtures';
import type { TTestApp } from './test-app';

type TJurisdiction = Awaited<ReturnType<typeof createJurisdiction>>;
/** A signed-in officer of a test's team; `mobile` is where a second sign-in's code goes. */
export type TTeamMember = { id: number; token: string; mobile: string };
/** Who a team member is: role, jurisdiction, and any line department or extra capabilities. */
export type TTeamMemberOptions = {
  role: TServerRoleName;
  jurisdiction: TJurisdiction;
  lineDepartment?: string;
  actions?: string[];
};

/**
 * Officers for a test, each created in their jurisdiction (with any extra capabilities, `actions`) and signed in
 * through the API (username = key, mobile numbers from the prefix so that each officer's code goes to their own
 * phone).
 */
export async function signInTeam<TKey extends string>(
  t: TTestApp,
  members: Record<TKey, TTeamMemberOptions>,
  mobilePrefix = '90000000',
): Promise<Record<TKey, TTeamMember>> {
  const team: Partial<Record<TKey, TTeamMember>> = {};
  for (const [index, key] of (Object.keys(members) as TKey[]).entries()) {
    const mobile = `${mobilePrefix}${String(index).padStart(2, '0')}`;
    const officer = await createOfficer(t.database.db, { username: key, ...members[key], mobile });
    team[key] = { id: officer.id, token: await t.signIn(key, mobile), mobile };
  }
  return team as Record<TKey, TTeamMember>;
}

/**
 * The set-up most resolver and route tests share: the team's own ULB (GHMC, `here`) and another authority's
 * (HMDA, `elsewhere`, whose officers are outsiders to the team's files), and the officers `members` places in them,
 * signed in as signInTeam signs them.
 */
export async function signInHereAndElsewhere<TKey extends string>(
  t: TTestApp,
  members: (places: { here: TJurisdiction; elsewhere: TJurisdiction }) => Record<TKey, TTeamMemberOptions>,
  mobilePrefix?: string,
): Promise<{ here: TJurisdiction; elsewhere: TJurisdiction; team: Record<TKey, TTeamMember> }> {
  const here = await createJurisdiction(t.database.db);
  const elsewhere = await createJurisdiction(t.database.db, 'HMDA');
  const team = await signInTeam(t, members({ here, elsewhere }), mobilePrefix);
  return { here, elsewhere, team };
}

/**
 * The smallest team a write needs: one site inspector, signed in, with one file at his turn (notes, keyed writes,
 * request ids).
 */
export async function signedInSiteInspectorWithFile(t: TTestApp): Promise<{ token: string; applicationId: number }> {
  const here = await createJurisdiction(t.database.db);
  const { site } = await signInTeam(t, { site: { role: 'Site Inspector', jurisdiction: here } });
  const application = await createApplication(t.database.db, {
    ulbId: here.ulb.id,
    appliedOn: t.clock.now(),
    stages: [{ name: 'SITE VERIFICATION', officerId: site.id, receivedDate: t.clock.now() }],
  });
  return { token: site.token, applicationId: application.id };
}
