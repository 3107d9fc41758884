/** The rate-limit module's face (docs/ARCHITECTURE.md "Module faces"): what the rest of the server may use of it. */
export { registerRateLimits } from './rate-limit';
export type { TRateLimit } from './rate-limit';
