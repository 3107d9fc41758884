/** The alerts module's face (docs/ARCHITECTURE.md "Module faces"): what the rest of the server may use of it. */
export { alertReviewerId } from './alert-reviewer';
export { findOpenAlertList, lockAlertInScope, markAlertResolved, raiseAlert } from './alerts.repository';
