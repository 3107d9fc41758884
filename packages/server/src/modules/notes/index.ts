/** The notes module's face (docs/ARCHITECTURE.md "Module faces"): what other modules may use of it. */
export { hasActiveComment } from './notes.repository';
