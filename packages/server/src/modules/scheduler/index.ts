/** The scheduler module's face (docs/ARCHITECTURE.md "Module faces"): what the rest of the server may use of it. */
export { startSchedulerLoop } from './scheduler-loop';
export {
  finishSchedulerRun,
  latestCompletedRun,
  latestCompletedRunStart,
  startSchedulerRun,
} from './scheduler.repository';
