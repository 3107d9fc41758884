import { useTranslation } from 'react-i18next';
import { ReportPageFrame, useOfficerReportFilter } from '../reports';
import { OfficerListTable } from './officer-tables';

/** /performance-report: every officer's turns (on time, late, pending, average days, fine) and the ULBs' record. */
export function PerformanceReportPage() {
  const { t } = useTranslation('chasing-cell');
  const report = useOfficerReportFilter({ defaultPeriod: 'year' });
  return (
    <ReportPageFrame title={t('performance.title')} state={report.state} controls={report.controls}>
      <OfficerListTable kind="officer-performance" filter={report.filter} isEnabled={report.isReady} />
      <OfficerListTable
        kind="processing"
        filter={report.filter}
        isEnabled={report.isReady}
        title={t('performance.ulbsByDecisionsInTime')}
      />
    </ReportPageFrame>
  );
}
