/** The fees module's face (docs/ARCHITECTURE.md "Module faces"): what other modules may use of it. */
export { findFeeRevenueFiles } from './fees.repository';
export { recordSystemFee } from './fees.service';
