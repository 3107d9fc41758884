/** The deviation module's face (docs/ARCHITECTURE.md "Module faces"): what the rest of the server may use of it. */
export { isLevelOneMissing } from './deviation.repository';
export { deviationOpenApiPaths, registerDeviationRoutes } from './deviation.route';
export { createDeviationService } from './deviation.service';
