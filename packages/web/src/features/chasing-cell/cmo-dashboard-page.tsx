import { formatFigure, stageNameLabel } from '@anumati/domain';
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/use-language';
import { ReportPageFrame, useOfficerReportFilter } from '../reports';
import { useStageDelaysQuery } from './api/stage-delays.query';
import { OfficerListTable } from './officer-tables';

/**
 * /cmo-dashboard: a card per department (each verification stage of the municipality, and each line department:
 * files received, cleared, pending, pending past due), the processing leaderboard (ULBs by decisions within their
 * limit) and the revenue leaderboard (ULBs by fees paid on their fee intimations).
 */
export function CmoDashboardPage() {
  const { t } = useTranslation('chasing-cell');
  const language = useLanguage();
  const figure = (value: number) => formatFigure(value, language);
  const report = useOfficerReportFilter({ defaultPeriod: 'year' });
  const stages = useStageDelaysQuery({ filter: report.filter }, { isEnabled: report.isReady });
  return (
    <ReportPageFrame title={t('cmo.title')} state={report.state} controls={report.controls}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} role="list" aria-label={t('cmo.departments')}>
        {(stages.data ?? []).map((stage) => (
          <Paper key={stage.stageName} withBorder p="md" role="listitem">
            <Stack gap={4}>
              <Text fw={700} size="sm">
                {stageNameLabel(stage.stageName, language)}
              </Text>
              <Group gap="md">
                <Text size="sm">{t('cmo.received', { figure: figure(stage.received) })}</Text>
                <Text size="sm" c="teal.9">
                  {t('cmo.cleared', { figure: figure(stage.cleared) })}
                </Text>
                <Text size="sm" c="blue.9">
                  {t('cmo.pending', { figure: figure(stage.pending) })}
                </Text>
                <Text size="sm" c="red.9" fw={600}>
                  {t('cmo.pastDue', { figure: figure(stage.pendingPastDue) })}
                </Text>
              </Group>
              <Text size="xs" c="gray.7">
                {t('cmo.averageDays', { days: figure(stage.averageDays ?? 0) })}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <OfficerListTable kind="processing" filter={report.filter} isEnabled={report.isReady} />
      <OfficerListTable kind="fee-payments" filter={report.filter} isEnabled={report.isReady} />
    </ReportPageFrame>
  );
}
