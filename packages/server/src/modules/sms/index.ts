/** The sms module's face (docs/ARCHITECTURE.md "Module faces"): what other modules may use of it. */
export type { TSmsSink } from './sms-sink';
