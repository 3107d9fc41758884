/** The officer module's face (docs/ARCHITECTURE.md "Module faces"): what the rest of the server may use of it. */
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
export { officerResolvers } from './officer.resolver';
export { createOfficerService } from './officer.service';
export type { TOfficerService } from './officer.service';
export { maskMobile, toSignedInOfficer } from './signed-in-officer';
export type { TSignedInOfficer } from './signed-in-officer';
