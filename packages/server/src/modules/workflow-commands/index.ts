/** The workflow-commands module's face (docs/ARCHITECTURE.md "Module faces"): what the rest of the server may use of it. */
export { createWorkflowCommands } from './workflow-commands';
export type { TWorkflowCommands } from './workflow-commands';
