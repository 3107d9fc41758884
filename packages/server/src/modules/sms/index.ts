/** The sms module's face (docs/ARCHITECTURE.md "Module faces"): what the rest of the server may use of it. */
export { registerDevSmsRoute } from './dev-sms.route';
export { createSmsGateway } from './sms-gateway';
export { smsOutbox } from './sms-sink';
export type { TSmsSink } from './sms-sink';
