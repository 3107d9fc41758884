/** The reports module's face (docs/ARCHITECTURE.md "Module faces"): what the rest of the server may use of it. */
export { createOfficerReportsService } from './officer-reports.service';
export type { TOfficerReportsService } from './officer-reports.service';
export { registerReportExportRoute } from './report-export.route';
export { reportsResolvers } from './reports.resolver';
export { createReportsService } from './reports.service';
export type { TReportsService } from './reports.service';
export { registerVillagesRoutes } from './villages.route';
