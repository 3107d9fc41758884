/** The workflow module's face (docs/ARCHITECTURE.md "Module faces"): what the rest of the server may use of it. */
export { findTurnsOfFiles } from './officer-turns.repository';
export { CONFLICT_MESSAGE } from './transition';
export { sumHeldPastDue, sweepTurnDelays, turnDelaysAsOf } from './turn-delays.repository';
export { findOpenDecisionTurn, findSubmissionGateFacts, loadWorkflowState, updateStage } from './workflow.repository';
export { workflowResolvers } from './workflow.resolver';
export { createWorkflowService } from './workflow.service';
export type { TActor, TDecisionOrder, TDecisionOrders, TWorkflowLogger, TWorkflowService } from './workflow.service';
