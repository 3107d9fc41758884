import {
  APPLICATION_TYPES,
  BUCKET_TITLES,
  bucketOfReportStatus,
  countTableFirstTitle,
  indiaDay,
  isApplicationType,
  reportApplicationStatusOf,
  SUMMARY_LABELS,
  summaryRange,
  TOTAL_LABEL,
} from '@anumati/domain';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReportsQuery } from './api/reports.query';
import { CountTable } from './count-table';
import { useDomainTitle } from './domain-title';
import { StatusLegend } from './status-legend';
import { TypeDonuts } from './type-donuts';
import { ReportFilterBar } from './report-filter-bar';
import { ReportPageFrame } from './report-page-frame';
import { summaryPath } from './summary-link';
import { useReportFilter } from './use-report-filter';

/**
 * Spec 3 §2 /summary-report "Analytics for Summary Report": a donut per application type, the table of Received,
 * Approved, Rejected, Verification Under Process, With Citizen and Efficiency % with its Total row, View All per
 * status, and cells that open /summary/{status}; from 1 January 2020 to today.
 */
export function SummaryReportPage() {
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
      <TypeDonuts
        rows={report.data?.rows}
        isPending={report.isPending}
        applicationTypes={APPLICATION_TYPES}
        cols={{ base: 1, xs: 2, md: 4 }}
      />
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
