/** The application-details module's face (docs/ARCHITECTURE.md "Module faces"): what the rest of the server may use of it. */
export { insertCitizenSubmission } from './application-details.repository';
export { applicationDetailsOpenApiPaths, registerApplicationDetailsRoutes } from './application-details.route';
export { createApplicationDetailsService } from './application-details.service';
