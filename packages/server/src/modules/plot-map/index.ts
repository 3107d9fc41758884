/** The plot-map module's face (docs/ARCHITECTURE.md "Module faces"): what the rest of the server may use of it. */
export { plotMapOpenApiPaths, registerPlotMapRoutes } from './plot-map.route';
export { createPlotMapService } from './plot-map.service';
