/** The audit module's face (docs/ARCHITECTURE.md "Module faces"): what the rest of the server may use of it. */
export { setAuditKey } from './audit-chain';
export { appendAuditEvent, appendAuditEvents } from './audit.repository';
export { checkpointAuditTrail, createAuditCheckpointJob } from './audit.service';
