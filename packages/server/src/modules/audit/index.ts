/** The audit module's face (docs/ARCHITECTURE.md "Module faces"): what other modules may use of it. */
export { appendAuditEvent, appendAuditEvents } from './audit.repository';
