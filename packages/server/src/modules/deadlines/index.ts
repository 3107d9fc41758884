/** The deadlines module's face (docs/ARCHITECTURE.md "Module faces"): what other modules may use of it. */
export { DEADLINES_RUN } from './deadline-scheduler';
