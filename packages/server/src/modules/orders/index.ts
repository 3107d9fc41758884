/** The orders module's face (docs/ARCHITECTURE.md "Module faces"): what other modules may use of it. */
export { createOrdersService } from './orders.service';
export type { TOrdersService } from './orders.service';
