import {
  indiaDay,
  REPORT_FAMILIES,
  reportYearFromLink,
  yearRange,
  type TApplicationType,
  type TReportFamily,
  type TStageKey,
} from '@anumati/domain';
import { Group, Stack } from '@mantine/core';
import { useSearchParamsWriter } from '../../shared/tables/use-search-params-writer';
import type { TOfficerReportFilter } from './api/officer-report-filter';
import { ReportFilterBar } from './report-filter-bar';
import { useReportFilter } from './use-report-filter';
import { YearPicker } from './year-picker';

/**
 * The filter of an officer report page: the jurisdiction (as every report), the report family's application
 * types, the stages, and the period (a year, or since 2020: turns received in it), kept in the URL.
 */
export function useOfficerReportFilter(options: {
  family?: TReportFamily;
  stages?: readonly TStageKey[];
  applicationTypes?: readonly TApplicationType[];
  defaultPeriod?: 'all' | 'year';
  withPeriod?: boolean;
}) {
  const state = useReportFilter();
  const { params, write } = useSearchParamsWriter();
  const today = indiaDay(new Date());
  const period = reportYearFromLink(params.get('year'), today, {
    withSinceStart: true,
    defaultPeriod: options.defaultPeriod ?? 'all',
  });
  const range = options.withPeriod === false || period === 'all' ? {} : yearRange(Number(period), today);
  const applicationTypes =
    options.applicationTypes ?? (options.family ? REPORT_FAMILIES[options.family].applicationTypes : undefined);
  const filter: TOfficerReportFilter = {
    ...state.selection,
    applicationTypes: applicationTypes && [...applicationTypes],
    stages: options.stages && [...options.stages],
    ...range,
  };
  const controls = (
    <Stack gap="sm">
      {options.withPeriod !== false && (
        <Group>
          <YearPicker
            today={today}
            value={period}
            withSinceStart
            onChange={(value) =>
              write((current) => {
                const next = new URLSearchParams(current);
                next.set('year', value);
                return next;
              })
            }
          />
        </Group>
      )}
      <ReportFilterBar state={state} />
    </Stack>
  );
  return { state, filter, isReady: Boolean(state.scope.data), controls };
}
