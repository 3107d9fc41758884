/** The access module's face (docs/ARCHITECTURE.md "Module faces"): what the rest of the server may use of it. */
export { requireApplicationAccess, requireApplicationWrite } from './application-access';
