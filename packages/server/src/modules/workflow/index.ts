/** The workflow module's face (docs/ARCHITECTURE.md "Module faces"): what other modules may use of it. */
export { findTurnsOfFiles } from './officer-turns.repository';
export { sumHeldPastDue, sweepTurnDelays, turnDelaysAsOf } from './turn-delays.repository';
export { findOpenDecisionTurn, findSubmissionGateFacts, loadWorkflowState, updateStage } from './workflow.repository';
export { createWorkflowService } from './workflow.service';
export type { TActor, TDecisionOrder, TDecisionOrders, TWorkflowLogger, TWorkflowService } from './workflow.service';
