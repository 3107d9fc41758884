import {
  countTableFirstTitle,
  countTableRows,
  countTableTotal,
  GRAND_TOTAL_LABEL,
  indiaDay,
  monthsOfYear,
  REPORT_FAMILIES,
  reportYearFromLink,
  summaryRange,
  yearRange,
  type TCountTableRow,
  type TReportFamily,
  type TReportGroup,
} from '@anumati/domain';
import { Button, Group, SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParamsWriter } from '../../shared/tables/use-search-params-writer';
import { useReportsQuery } from './api/reports.query';
import { CompareModal } from './compare-modal';
import { CountTable } from './count-table';
import { useDomainTitle } from './domain-title';
import { CountsBarChart, ReportDonut } from './lazy-charts';
import { StatusLegend } from './status-legend';
import { countRowLabel } from './row-label';
import { ReportFilterBar } from './report-filter-bar';
import { ReportPageFrame } from './report-page-frame';
import type { TSummaryContext } from './summary-link';
import { useReportFilter } from './use-report-filter';
import { YearPicker } from './year-picker';
import { useLanguage } from '../../shared/i18n/use-language';

/** The Compare modal's title for a group's rows (reports' `period.compareTitle`). */
const COMPARE_TITLES = {
  ULB: 'ulbs',
  DISTRICT: 'districts',
  AUTHORITY: 'authorities',
} as const satisfies Record<TReportGroup, string>;

/** A group's name: domain's title of the table's first column (ULB, District, Authority). */
const groupTitle = (group: TReportGroup) => countTableFirstTitle('ANNUAL', group);

export type TPeriodReportKind =
  /** The financial-year page per month (spec 3 §2). */
  | { rows: 'MONTH' }
  /** The financial-year page per group, the officer choosing ULB, district or authority (spec 3 §2). */
  | { rows: 'GROUP' }
  /** A report of one grouping over the whole period or a year (ULB, district, authority reports). */
  | { rows: 'FIXED_GROUP'; groups: readonly TReportGroup[] };

/**
 * Counts per month or per ULB, district or authority for a year (or since 2020), with the donut "Verification",
 * the table and its Grand Total row, ticks and the Compare modal for 2 or more ticked rows, and cells that open
 * /summary/{status} narrowed to the row.
 */
export function PeriodReportPage(props: { family: TReportFamily; kind: TPeriodReportKind; heading?: string }) {
  const language = useLanguage();
  const { family, kind } = props;
  const { t } = useTranslation('reports');
  const domainTitle = useDomainTitle();
  const today = indiaDay(new Date());
  const { params, write } = useSearchParamsWriter();
  const state = useReportFilter();
  const isFixed = kind.rows === 'FIXED_GROUP';
  const yearParam = reportYearFromLink(params.get('year'), today, {
    withSinceStart: isFixed,
    defaultPeriod: isFixed ? 'all' : 'year',
  });
  const range = yearParam === 'all' ? summaryRange(today) : yearRange(Number(yearParam), today);
  const choices: readonly TReportGroup[] =
    kind.rows === 'FIXED_GROUP' ? kind.groups : kind.rows === 'GROUP' ? ['ULB', 'DISTRICT', 'AUTHORITY'] : [];
  const groupParam = params.get('group') as TReportGroup | null;
  const groupBy: TReportGroup = groupParam && choices.includes(groupParam) ? groupParam : (choices[0] ?? 'ULB');
  const [selected, setSelected] = useState<TCountTableRow[]>([]);
  const [isComparing, setComparing] = useState(false);
  const applicationTypes = REPORT_FAMILIES[family].applicationTypes;
  const variables = {
    type: kind.rows === 'MONTH' ? ('MONTHLY' as const) : ('ANNUAL' as const),
    groupBy: kind.rows === 'MONTH' ? undefined : groupBy,
    ...state.selection,
    applicationTypes,
    ...range,
  };
  const report = useReportsQuery(variables, { isEnabled: Boolean(state.scope.data) });
  const rows = report.data?.rows ?? [];
  const tableRows = countTableRows(rows).map((row) => ({
    ...row,
    label: countRowLabel(t, language, row.key, row.label),
  }));
  const total = countTableTotal(tableRows, domainTitle(GRAND_TOTAL_LABEL));
  const base: TSummaryContext = { ...state.selection, applicationTypes, ...range };
  const linkOf = (row: TCountTableRow): TSummaryContext => {
    if (kind.rows === 'MONTH') {
      const month = monthsOfYear(Number(row.key.slice(0, 4)), today).find((candidate) => candidate.month === row.key);
      return { ...base, startDate: month?.startDate ?? range.startDate, endDate: month?.endDate ?? range.endDate };
    }
    const key = groupBy === 'ULB' ? 'ulbs' : groupBy === 'DISTRICT' ? 'districts' : 'authorities';
    return { ...base, [key]: [row.key] };
  };
  const setParam = (key: string, value: string) => {
    setSelected([]);
    write((current) => {
      const next = new URLSearchParams(current);
      next.set(key, value);
      return next;
    });
  };
  const familyTitle = domainTitle(REPORT_FAMILIES[family].title);
  const heading =
    props.heading ??
    (yearParam === 'all'
      ? t('period.sinceStart', { family: familyTitle })
      : t('period.financialYear', { year: yearParam, family: familyTitle }));
  const rowNames = kind.rows === 'MONTH' ? 'months' : COMPARE_TITLES[groupBy];
  const firstTitle = domainTitle(countTableFirstTitle(variables.type, variables.groupBy));

  return (
    <ReportPageFrame
      title={heading}
      state={state}
      controls={
        <>
          <Group align="flex-end">
            <YearPicker
              today={today}
              value={yearParam}
              onChange={(value) => setParam('year', value)}
              withSinceStart={isFixed}
            />
            {choices.length > 1 && (
              <SegmentedControl
                aria-label={t('period.rows')}
                data={choices.map((choice) => ({ value: choice, label: domainTitle(groupTitle(choice)) }))}
                value={groupBy}
                onChange={(value) => setParam('group', value)}
              />
            )}
          </Group>
          <ReportFilterBar state={state} />
        </>
      }
    >
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Stack gap={4}>
          <ReportDonut
            title={t('period.verification')}
            counts={report.data ? total : undefined}
            hasFailed={report.isError}
          />
          <StatusLegend />
        </Stack>
        <div style={{ gridColumn: 'span 2' }}>
          <CountsBarChart
            title={
              kind.rows === 'MONTH'
                ? t('period.applicationsByMonth')
                : t('period.applicationsBy', { group: domainTitle(groupTitle(groupBy)) })
            }
            rows={tableRows.map((row) => ({ label: row.label, counts: row }))}
            buckets={['received', 'approved', 'rejected']}
          />
        </div>
      </SimpleGrid>
      <CountTable
        title={t('period.applicationsBy', { group: firstTitle })}
        variant="period"
        firstTitle={firstTitle}
        totalLabel={GRAND_TOTAL_LABEL}
        rows={rows}
        query={report}
        exportArgs={variables}
        linkOf={linkOf}
        selection={{ selected, onChange: setSelected, labelOf: (row) => row.label }}
        actions={
          <Button size="xs" disabled={selected.length < 2} onClick={() => setComparing(true)}>
            {t('period.compare')}
          </Button>
        }
      />
      <CompareModal
        title={t(`period.compareTitle.${rowNames}`)}
        rows={selected}
        isOpen={isComparing}
        onClose={() => setComparing(false)}
      />
    </ReportPageFrame>
  );
}
