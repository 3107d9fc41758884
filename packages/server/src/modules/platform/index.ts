/** The platform module's face (docs/ARCHITECTURE.md "Module faces"): what the rest of the server may use of it. */
export { platformOpenApi, registerPlatformRoutes } from './platform.route';
export { createPlatformService } from './platform.service';
