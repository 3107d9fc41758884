import { formatRupeeAmount } from '@anumati/domain';
import { Button, Group, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../shared/i18n/use-language';
import { FigureCard, ReportPageFrame, ValueBarChart, useOfficerReportFilter } from '../reports';
import { useDeemedAlertCountQuery } from './api/deemed-alerts.query';
import { useDelayBandsQuery } from './api/delay-bands.query';
import { useChasingFiguresQuery } from './api/chasing-figures.query';
import { usePenaltiesQuery } from './api/penalties.query';
import { usePostVerificationAlertCountQuery } from './api/post-verification-alerts.query';
import { useDelayBandLabel } from './delay-band-label';
import { DeemedReviewAlertsCard } from './deemed-review-alerts-card';
import { DelayingOfficersTable } from './officer-tables';

/** How many officers per municipality the dashboard ranks. */
const TOP_PER_MUNICIPALITY = 3;

/**
 * The chasing cell's dashboard: files and officers' turns held past their due date now (a file held by two
 * officers is one file, two turns), single-window files close to deemed approval, the officers fined this
 * period, the deemed approvals whose ULB had no decision officer (open alerts, resolved here), the top delaying
 * officers per municipality and the delays by length.
 */
export function ChasingDashboardPage() {
  const { t } = useTranslation('chasing-cell');
  const language = useLanguage();
  const bandLabel = useDelayBandLabel();
  const report = useOfficerReportFilter({ defaultPeriod: 'year' });
  const options = { isEnabled: report.isReady };
  const held = useChasingFiguresQuery({ filter: report.filter }, options);
  const alerts = useDeemedAlertCountQuery({ filter: report.filter }, options);
  const postVerification = usePostVerificationAlertCountQuery({ filter: report.filter }, options);
  const penalties = usePenaltiesQuery({ filter: report.filter }, options);
  const bands = useDelayBandsQuery({ filter: report.filter }, options);
  const total = (penalties.data ?? []).reduce((sum, row) => sum + row.penaltyAmount, 0);
  return (
    <ReportPageFrame
      title={t('dashboard.title')}
      state={report.state}
      controls={
        <>
          <Group gap="xs">
            <Button component={Link} to="/chasing-action-panel" size="xs" variant="light">
              {t('dashboard.actionPanel')}
            </Button>
            <Button component={Link} to="/chasing-stats" size="xs" variant="light">
              {t('dashboard.statistics')}
            </Button>
            <Button component={Link} to="/performance-report" size="xs" variant="light">
              {t('dashboard.performanceReport')}
            </Button>
            <Button component={Link} to="/cmo-dashboard" size="xs" variant="light">
              {t('dashboard.cmoDashboard')}
            </Button>
          </Group>
          {report.controls}
        </>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 6 }}>
        <FigureCard
          label={t('dashboard.filesHeldPastDue')}
          value={held.data?.filesHeldPastDue ?? '…'}
          color="red.8"
          hint={t('dashboard.filesHeldPastDueHint')}
        />
        <FigureCard
          label={t('dashboard.turnsHeldPastDue')}
          value={held.data?.turnsHeldPastDue ?? '…'}
          color="red.8"
          hint={t('dashboard.turnsHeldPastDueHint')}
        />
        <FigureCard label={t('dashboard.singleWindowDay17')} value={alerts.data ?? '…'} color="orange.8" />
        <FigureCard
          label={t('dashboard.instantApprovalDay10')}
          value={postVerification.data ?? '…'}
          color="orange.8"
          hint={t('dashboard.instantApprovalDay10Hint')}
        />
        <FigureCard label={t('dashboard.officersFined')} value={penalties.data?.length ?? '…'} />
        <FigureCard label={t('dashboard.penalties')} value={formatRupeeAmount(total, language)} />
      </SimpleGrid>
      <DeemedReviewAlertsCard filter={report.filter} isEnabled={report.isReady} />
      <DelayingOfficersTable filter={report.filter} isEnabled={report.isReady} topPerUlb={TOP_PER_MUNICIPALITY} />
      <ValueBarChart
        title={t('dashboard.delayedTurnsByLength')}
        valueTitle={t('dashboard.delayedTurns')}
        color="red.7"
        data={(bands.data ?? []).map((row) => ({ label: bandLabel(row.band), value: row.turns }))}
      />
    </ReportPageFrame>
  );
}
