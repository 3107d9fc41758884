import { useTranslation } from 'react-i18next';
import { ReportPageFrame, useOfficerReportFilter } from '../reports';
import { DeemedAlertsTable, DelayedFilesTable, PostVerificationAlertsTable } from './officer-tables';

/**
 * The chasing cell's action panel: every file an officer holds past its due date (who, which file, how many
 * days late), the single-window files on day 17 of their 21 that must be chased before they are deemed, and the
 * instant approvals on day 10 of their 15-day post-verification.
 */
export function ChasingActionPanelPage() {
  const { t } = useTranslation('chasing-cell');
  const report = useOfficerReportFilter({ withPeriod: false });
  return (
    <ReportPageFrame title={t('actionPanel.title')} state={report.state} controls={report.controls}>
      <DelayedFilesTable filter={report.filter} isEnabled={report.isReady} />
      <DeemedAlertsTable filter={report.filter} isEnabled={report.isReady} />
      <PostVerificationAlertsTable filter={report.filter} isEnabled={report.isReady} />
    </ReportPageFrame>
  );
}
