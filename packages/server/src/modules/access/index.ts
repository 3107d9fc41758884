/** The access module's face (docs/ARCHITECTURE.md "Module faces"): what other modules may use of it. */
export { requireApplicationAccess, requireApplicationWrite } from './application-access';
