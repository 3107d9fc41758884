/** What the chasing cell offers other features (docs/CODE_STYLE.md: feature boundaries). */
export { ChasingNavLinks } from './chasing-nav-links';
// The officer pages of the report families (family-reports/officer-report-pages.tsx) read the chasing cell's figures.
export { useDelayBandsQuery } from './api/delay-bands.query';
export { usePenaltiesQuery } from './api/penalties.query';
export { useStageDelaysQuery } from './api/stage-delays.query';
export { DeemedAlertsTable, NoticesTable, OfficerListTable } from './officer-tables';
