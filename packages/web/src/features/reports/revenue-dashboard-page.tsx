import { formatRupeeAmount, REPORT_TABLES, type TReportRecord } from '@anumati/domain';
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOfficerReportFilter } from './use-officer-report-filter';
import { useLanguage } from '../../shared/i18n/use-language';
import { useRevenueQuery } from './api/revenue.query';
import { FigureCard } from './figure-card';
import { ReportPageFrame } from './report-page-frame';
import { ReportTable } from './report-table';

/**
 * /revenue-dashboard, the sidebar's Revenue Dashboard (spec 1 §2.7; spec 3 gives it no layout, so it is laid out
 * as the other dashboards: figures at the head, the table under them): the fees intimated, paid, pending and
 * adjusted over the officer's dashboard scope, per ULB and application type, from the fee records.
 */
export function RevenueDashboardPage() {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const report = useOfficerReportFilter({});
  const revenue = useRevenueQuery(report.filter, { isEnabled: report.isReady });
  const total = revenue.data?.total;
  const rupees = (amount: number | undefined) => (total ? formatRupeeAmount(amount ?? 0, language, 2) : '—');
  return (
    <ReportPageFrame title={t('revenue.title')} state={report.state} controls={report.controls}>
      <Text size="sm" c="gray.7">
        {t('revenue.note')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
        <FigureCard label={t('revenue.files')} value={total?.files ?? '—'} />
        <FigureCard label={t('revenue.intimated')} value={rupees(total?.intimated)} />
        <FigureCard label={t('revenue.paid')} value={rupees(total?.paid)} color="green.9" />
        <FigureCard label={t('revenue.pending')} value={rupees(total?.pending)} color="red.9" />
        <FigureCard label={t('revenue.adjusted')} value={rupees(total?.adjusted)} />
      </SimpleGrid>
      <ReportTable<TReportRecord>
        title={t('revenue.tableTitle')}
        columns={REPORT_TABLES.revenue.columns}
        records={revenue.data?.rows ?? []}
        query={revenue}
        idAccessor={(record) => `${String(record.ulbName)}/${String(record.applicationType)}`}
        exportAs={{ table: 'revenue', args: report.filter }}
      />
    </ReportPageFrame>
  );
}
