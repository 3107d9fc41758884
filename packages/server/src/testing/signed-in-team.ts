import type { TServerRoleName } from '@anumati/domain';
import { createOfficer, type createJurisdiction } from './fixtures';
import type { TTestApp } from './test-app';

type TJurisdiction = Awaited<ReturnType<typeof createJurisdiction>>;
export type TTeamMember = { id: number; token: string };

/**
 * Officers for a test, each created in their jurisdiction (with any extra capabilities, `actions`) and signed in
 * through the API (username = key, mobile numbers from the prefix so that each officer's code goes to their own
 * phone).
 */
export async function signInTeam<TKey extends string>(
  t: TTestApp,
  members: Record<
    TKey,
    { role: TServerRoleName; jurisdiction: TJurisdiction; lineDepartment?: string; actions?: string[] }
  >,
  mobilePrefix = '90000000',
): Promise<Record<TKey, TTeamMember>> {
  const team: Partial<Record<TKey, TTeamMember>> = {};
  for (const [index, key] of (Object.keys(members) as TKey[]).entries()) {
    const mobile = `${mobilePrefix}${String(index).padStart(2, '0')}`;
    const officer = await createOfficer(t.database.db, { username: key, ...members[key], mobile });
    team[key] = { id: officer.id, token: await t.signIn(key, mobile) };
  }
  return team as Record<TKey, TTeamMember>;
}
