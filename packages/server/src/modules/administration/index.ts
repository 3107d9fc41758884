/** The administration module's face (docs/ARCHITECTURE.md "Module faces"): what the rest of the server may use of it. */
export { administrationResolvers } from './administration.resolver';
export { registerAdministrationRoutes } from './administration.route';
export { createAdministrationService } from './administration.service';
export type { TAdministrationService } from './administration.service';
export { sweepLeaves } from './leave-sweep';
