/** The fees module's face (docs/ARCHITECTURE.md "Module faces"): what the rest of the server may use of it. */
export { findFeeRevenueFiles } from './fees.repository';
export { feesResolvers } from './fees.resolver';
export { feeOpenApiPaths, registerFeeRoutes } from './fees.route';
export { recordSystemFee, createFeesService } from './fees.service';
export type { TFeesService } from './fees.service';
