/** The officer module's face (docs/ARCHITECTURE.md "Module faces"): what other modules may use of it. */
export {
  ensureRoles,
  findOfficerById,
  findOfficerByUsername,
  findRoleIdByName,
  findUlbByName,
  hasJurisdictions,
  insertOfficer,
  prepareFindOfficerBySession,
  updateOfficerPassword,
} from './officer.repository';
export type { TOfficerRecord } from './officer.repository';
export { maskMobile, toSignedInOfficer } from './signed-in-officer';
export type { TSignedInOfficer } from './signed-in-officer';
