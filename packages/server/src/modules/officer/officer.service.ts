import type { TLanguage } from '@anumati/domain';
import type { TDatabase } from '../../db/database';
import { updateOfficerLanguage } from './officer.repository';
import type { TSignedInOfficer } from './signed-in-officer';

/** The signed-in officer's own settings (issue 19: the language, remembered per officer). */
export function createOfficerService(deps: { db: TDatabase }) {
  return {
    /** Only the caller's own language: the session names the officer, never an argument. */
    async setPreferredLanguage(officer: TSignedInOfficer, language: TLanguage): Promise<TSignedInOfficer> {
      await updateOfficerLanguage(deps.db, officer.id, language);
      return { ...officer, preferredLanguage: language };
    },
  };
}

export type TOfficerService = ReturnType<typeof createOfficerService>;
