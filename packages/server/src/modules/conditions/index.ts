/** The conditions module's face (docs/ARCHITECTURE.md "Module faces"): what other modules may use of it. */
export { isConditionsSubmitted } from './conditions.repository';
