/** What the reports offer other features (docs/CODE_STYLE.md: feature boundaries). */
export { ReportNavLinks } from './report-nav-links';
// The pieces of a report page, which the chasing cell and the officer search build theirs with.
export { useReportsQuery } from './api/reports.query';
export { StatusDonut, StatusLegend, ValueBarChart } from './lazy-charts';
export { FigureCard } from './figure-card';
export { ReportApplicationsTable } from './report-applications-table';
export { ReportFilterBar } from './report-filter-bar';
export { ReportPageFrame } from './report-page-frame';
export { ReportTable } from './report-table';
export { useReportFilter } from './use-report-filter';
export { viewColumn } from './view-column';
export { YearPicker } from './year-picker';
