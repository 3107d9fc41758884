/** The application-details module's face (docs/ARCHITECTURE.md "Module faces"): what other modules may use of it. */
export { insertCitizenSubmission } from './application-details.repository';
