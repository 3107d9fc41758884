import {
  APPLICATION_TYPES,
  BUCKET_TITLES,
  bucketOfReportStatus,
  countTableFirstTitle,
  countTableRows,
  indiaDay,
  isApplicationType,
  reportApplicationStatusOf,
  SUMMARY_LABELS,
  summaryRange,
  TOTAL_LABEL,
} from '@anumati/domain';
import { Button, Group, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReportsQuery } from './api/reports.query';
import { CountTable } from './count-table';
import { useDomainTitle } from './domain-title';
import { DonutSpace, StatusDonut } from './lazy-charts';
import { StatusLegend } from './status-legend';
import { ReportFilterBar } from './report-filter-bar';
import { ReportPageFrame } from './report-page-frame';
import { countRowLabel } from './row-label';
import { summaryPath } from './summary-link';
import { useReportFilter } from './use-report-filter';
import { useLanguage } from '../../shared/i18n/use-language';

/**
 * Spec 3 §2 /summary-report "Analytics for Summary Report": a donut per application type, the table of Received,
 * Approved, Rejected, Verification Under Process, With Citizen and Efficiency % with its Total row, View All per
 * status, and cells that open /summary/{status}; from 1 January 2020 to today.
 */
export function SummaryReportPage() {
  const language = useLanguage();
  const { t } = useTranslation('reports');
  const domainTitle = useDomainTitle();
  const state = useReportFilter();
  const range = summaryRange(indiaDay(new Date()));
  const variables = { type: 'CONSOLIDATED' as const, ...state.selection, ...range };
  const report = useReportsQuery(variables, { isEnabled: Boolean(state.scope.data) });
  const rows = report.data?.rows ?? [];
  const base = { ...state.selection, ...range };
  return (
    <ReportPageFrame title={t('summaryReport.title')} state={state} controls={<ReportFilterBar state={state} />}>
      <StatusLegend />
      {/* One donut a row on a phone: two 140 px donuts do not fit side by side in 320 px (WCAG 1.4.10). */}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {/* Until the counts come, a donut's space for each application type (the report has a row for every one,
            zeros too): the donuts arriving pushed the buttons and the table down (layout shift 0.31 on a phone). */}
        {report.isPending
          ? APPLICATION_TYPES.map((type) => <DonutSpace key={type} />)
          : countTableRows(rows).map((row) => (
              <StatusDonut key={row.key} title={countRowLabel(t, language, row.key, row.label)} counts={row} />
            ))}
      </SimpleGrid>
      <Group gap="xs">
        {SUMMARY_LABELS.filter((label) => label !== 'deemed').map((label) => (
          <Button key={label} component={Link} to={summaryPath(label, base)} variant="default" size="xs">
            {t('summaryReport.viewAll', {
              status: domainTitle(BUCKET_TITLES[bucketOfReportStatus(reportApplicationStatusOf(label))]),
            })}
          </Button>
        ))}
      </Group>
      <CountTable
        title={t('summaryReport.tableTitle')}
        variant="summary"
        firstTitle={domainTitle(countTableFirstTitle('CONSOLIDATED', null))}
        totalLabel={TOTAL_LABEL}
        rows={rows}
        query={report}
        exportArgs={variables}
        linkOf={(row) => ({ ...base, applicationType: isApplicationType(row.key) ? row.key : undefined })}
      />
    </ReportPageFrame>
  );
}
