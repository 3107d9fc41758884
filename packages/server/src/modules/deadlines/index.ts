/** The deadlines module's face (docs/ARCHITECTURE.md "Module faces"): what the rest of the server may use of it. */
export { DEADLINES_RUN, createDeadlineScheduler, DEADLINE_TICK_MS } from './deadline-scheduler';
