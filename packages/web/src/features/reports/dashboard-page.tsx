import {
  countTableFirstTitle,
  countTableRows,
  countTableTotal,
  GRAND_TOTAL_LABEL,
  indiaDay,
  isApplicationType,
  monthsOfYear,
  REPORT_FAMILIES,
  reportYearFromLink,
  summaryRange,
  TOTAL_LABEL,
  yearRange,
} from '@anumati/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParamsWriter } from '../../shared/tables/use-search-params-writer';
import { useReportsQuery } from './api/reports.query';
import { CountTable } from './count-table';
import { useDomainTitle } from './domain-title';
import { ReportDonut } from './lazy-charts';
import { StatusLegend } from './status-legend';
import { TypeDonuts } from './type-donuts';
import { ReportFilterBar } from './report-filter-bar';
import { ReportPageFrame } from './report-page-frame';
import { useReportFilter } from './use-report-filter';
import { YearPicker } from './year-picker';

/**
 * Spec 3 §2 /dashboard: "Summary of building plans": a donut per building-plan type (instant registration,
 * instant approval, single window) and the table with the Completed column (rejected plus approved), since 2020.
 */
export function DashboardPage() {
  const { t } = useTranslation('reports');
  const domainTitle = useDomainTitle();
  const state = useReportFilter();
  const range = summaryRange(indiaDay(new Date()));
  const applicationTypes = REPORT_FAMILIES['building-permissions'].applicationTypes;
  const variables = { type: 'CONSOLIDATED' as const, ...state.selection, applicationTypes, ...range };
  const report = useReportsQuery(variables, { isEnabled: Boolean(state.scope.data) });
  const base = { ...state.selection, ...range };
  return (
    <ReportPageFrame title={t('dashboard.title')} state={state} controls={<ReportFilterBar state={state} />}>
      <StatusLegend />
      <TypeDonuts
        rows={report.data?.rows}
        isPending={report.isPending}
        applicationTypes={applicationTypes}
        cols={{ base: 1, sm: 3 }}
      />
      <CountTable
        title={t('dashboard.tableTitle')}
        variant="dashboard"
        firstTitle={domainTitle(countTableFirstTitle('CONSOLIDATED', null))}
        totalLabel={TOTAL_LABEL}
        rows={report.data?.rows ?? []}
        query={report}
        exportArgs={variables}
        linkOf={(row) => ({ ...base, applicationType: isApplicationType(row.key) ? row.key : undefined })}
      />
    </ReportPageFrame>
  );
}

/**
 * /dashboard-new, the chasing cell's "Building Plans (Single Window)": the single-window building plans of a year
 * month by month, with the Completed and Deemed figures that matter for a 21-day decision.
 */
export function DashboardNewPage() {
  const { t } = useTranslation('reports');
  const domainTitle = useDomainTitle();
  const today = indiaDay(new Date());
  const { params, write } = useSearchParamsWriter();
  const year = reportYearFromLink(params.get('year'), today, { withSinceStart: false, defaultPeriod: 'year' });
  const state = useReportFilter();
  const range = yearRange(Number(year), today);
  const variables = {
    type: 'MONTHLY' as const,
    ...state.selection,
    applicationTypes: ['SINGLE WINDOW' as const],
    ...range,
  };
  const report = useReportsQuery(variables, { isEnabled: Boolean(state.scope.data) });
  const rows = countTableRows(report.data?.rows ?? []);
  const total = countTableTotal(rows, domainTitle(GRAND_TOTAL_LABEL));
  return (
    <ReportPageFrame
      title={t('dashboard.singleWindowTitle')}
      state={state}
      controls={
        <>
          <YearPicker
            today={today}
            value={year}
            onChange={(value) => write(() => new URLSearchParams({ year: value }))}
          />
          <ReportFilterBar state={state} />
        </>
      }
    >
      <StatusLegend />
      <ReportDonut
        title={t('dashboard.singleWindowYear', { year })}
        counts={report.data ? total : undefined}
        hasFailed={report.isError}
      />
      <CountTable
        title={t('dashboard.singleWindowByMonth')}
        variant="dashboard"
        firstTitle={domainTitle(countTableFirstTitle('MONTHLY', null))}
        totalLabel={GRAND_TOTAL_LABEL}
        rows={report.data?.rows ?? []}
        query={report}
        exportArgs={variables}
        linkOf={(row) => {
          const month = monthsOfYear(Number(year), today).find((candidate) => candidate.month === row.key);
          const days = month ?? range;
          return {
            ...state.selection,
            applicationType: 'SINGLE WINDOW',
            startDate: days.startDate,
            endDate: days.endDate,
          };
        }}
      />
    </ReportPageFrame>
  );
}
