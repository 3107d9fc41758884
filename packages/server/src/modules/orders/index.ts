/** The orders module's face (docs/ARCHITECTURE.md "Module faces"): what the rest of the server may use of it. */
export { orderOpenApiPaths, registerOrderRoutes } from './orders.route';
export { createOrdersService } from './orders.service';
export type { TOrderIssue, TOrdersService } from './orders.service';
