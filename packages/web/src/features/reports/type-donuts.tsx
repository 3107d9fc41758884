import { countTableRows, type TApplicationType } from '@anumati/domain';
import { SimpleGrid, type SimpleGridProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/use-language';
import type { TReportRow } from './api/reports.query';
import { DonutSpace, StatusDonut } from './lazy-charts';
import { countRowLabel } from './row-label';

/**
 * A donut per application type of a consolidated report. Until the counts come, a donut's space for each type
 * asked (the report has a row for every one, zeros too): the donuts arriving pushed the buttons and the table
 * below them down (layout shift 0.31 on a phone).
 */
export function TypeDonuts(props: {
  rows: readonly TReportRow[] | undefined;
  isPending: boolean;
  applicationTypes: readonly TApplicationType[];
  cols: SimpleGridProps['cols'];
}) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  return (
    <SimpleGrid cols={props.cols}>
      {props.isPending
        ? props.applicationTypes.map((type) => <DonutSpace key={type} />)
        : countTableRows(props.rows ?? []).map((row) => (
            <StatusDonut key={row.key} title={countRowLabel(t, language, row.key, row.label)} counts={row} />
          ))}
    </SimpleGrid>
  );
}
