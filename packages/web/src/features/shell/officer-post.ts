import { serverRoleLabel, type TLanguage } from '@anumati/domain';
import type { TMe } from '../../shared/officer/me.query';

/**
 * The officer's post as the top bar shows it: role, authority, and the ULB (or, for district officers, the
 * district). A name given twice (GHMC is both the authority and the ULB of its officers) is shown once.
 */
export function officerPost(
  officer: Pick<TMe, 'role' | 'authority' | 'ulbName' | 'district'>,
  language: TLanguage,
): string {
  const parts = [serverRoleLabel(officer.role.name, language), officer.authority, officer.ulbName ?? officer.district];
  const named = parts.filter((part): part is string => Boolean(part));
  return named.filter((part, index) => named.findIndex((other) => sameName(other, part)) === index).join(' · ');
}

const sameName = (one: string, other: string) => one.trim().toLowerCase() === other.trim().toLowerCase();
