import { stageNameLabel } from '@anumati/domain';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/use-language';
import { ReportPageFrame, ValueBarChart, useOfficerReportFilter } from '../reports';
import { useStageDelaysQuery } from './api/stage-delays.query';
import { OfficerListTable } from './officer-tables';

/** Statistics: turns per stage and department (received, cleared, pending, late) and delays by length. */
export function ChasingStatsPage() {
  const { t } = useTranslation('chasing-cell');
  const language = useLanguage();
  const report = useOfficerReportFilter({ defaultPeriod: 'year' });
  const stages = useStageDelaysQuery({ filter: report.filter }, { isEnabled: report.isReady });
  const rows = stages.data ?? [];
  return (
    <ReportPageFrame title={t('statistics.title')} state={report.state} controls={report.controls}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ValueBarChart
          title={t('statistics.pendingPastDueByStage')}
          valueTitle={t('statistics.pendingPastDue')}
          color="red.7"
          data={rows.map((row) => ({ label: stageNameLabel(row.stageName, language), value: row.pendingPastDue }))}
        />
        <ValueBarChart
          title={t('statistics.averageDaysByStage')}
          valueTitle={t('statistics.averageDays')}
          data={rows.map((row) => ({ label: stageNameLabel(row.stageName, language), value: row.averageDays ?? 0 }))}
        />
      </SimpleGrid>
      <OfficerListTable kind="stage-delays" filter={report.filter} isEnabled={report.isReady} />
      <OfficerListTable kind="delay-bands" filter={report.filter} isEnabled={report.isReady} />
    </ReportPageFrame>
  );
}
