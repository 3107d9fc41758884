/** The administration module's face (docs/ARCHITECTURE.md "Module faces"): what other modules may use of it. */
export { sweepLeaves } from './leave-sweep';
