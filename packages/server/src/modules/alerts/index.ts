/** The alerts module's face (docs/ARCHITECTURE.md "Module faces"): what other modules may use of it. */
export { alertReviewerId } from './alert-reviewer';
export { findOpenAlertList, lockAlertInScope, markAlertResolved, raiseAlert } from './alerts.repository';
