/** The conditions module's face (docs/ARCHITECTURE.md "Module faces"): what the rest of the server may use of it. */
export { isConditionsSubmitted } from './conditions.repository';
export { conditionsResolvers } from './conditions.resolver';
export { createConditionsService } from './conditions.service';
export type { TConditionsService } from './conditions.service';
