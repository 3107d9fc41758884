/** The scheduler module's face (docs/ARCHITECTURE.md "Module faces"): what other modules may use of it. */
export {
  finishSchedulerRun,
  latestCompletedRun,
  latestCompletedRunStart,
  startSchedulerRun,
} from './scheduler.repository';
