/** What the reports offer other features (docs/CODE_STYLE.md: feature boundaries). */
export { ReportNavLinks } from './report-nav-links';
// The pieces of a report page, which the chasing cell and the officer search build theirs with.
export { useReportsQuery } from './api/reports.query';
export { StatusDonut, ValueBarChart } from './lazy-charts';
export { StatusLegend } from './status-legend';
export { FigureCard } from './figure-card';
export { ReportApplicationsTable } from './report-applications-table';
export { ReportPageFrame } from './report-page-frame';
export { ReportTable } from './report-table';
export { useReportCell } from './use-report-cell';
export { useOfficerReportFilter } from './use-officer-report-filter';
export { keepingReportFilter } from './use-report-filter';
export type { TOfficerReportFilter } from './api/officer-report-filter';
// The report families' pages (features/family-reports) are built of these, and of the chasing cell's figures.
export { useDomainTitle } from './domain-title';
export { PeriodReportPage } from './period-report-page';
export { viewColumn } from './view-column';
