/** The metrics module's face (docs/ARCHITECTURE.md "Module faces"): what the rest of the server may use of it. */
export { registerMetrics } from './metrics';
