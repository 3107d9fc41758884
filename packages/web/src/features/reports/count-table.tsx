import {
  BUCKET_TITLES,
  countTableColumns,
  countTableRows,
  countTableTotal,
  formatIndianNumber,
  STATUS_BUCKETS,
  summaryLabelOf,
  type TCountTableRow,
  type TCountTableVariant,
  type TReportCounts,
  type TStatusBucket,
} from '@anumati/domain';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../shared/i18n/use-language';
import type { TReportRow } from './api/reports.query';
import { useDomainTitle } from './domain-title';
import { countRowLabel } from './row-label';
import { ReportTable } from './report-table';
import type { TSummaryContext } from './summary-link';
import { summaryPath } from './summary-link';
import { useReportCell } from './use-report-cell';

const isStatusBucket = (key: string): key is TStatusBucket => (STATUS_BUCKETS as readonly string[]).includes(key);

/**
 * A table of status counts, one row per application type, month or group, with its Total (or Grand Total) row.
 * Each status cell opens /summary/{status} narrowed to the row (spec 3 §2).
 */
export function CountTable(props: {
  title: string;
  variant: TCountTableVariant;
  firstTitle: string;
  rows: TReportRow[];
  totalLabel: string;
  /** What a row's cells narrow the list to, besides the page's own filter. */
  linkOf: (row: TCountTableRow) => TSummaryContext;
  query?: { isFetching: boolean; error: unknown; refetch: () => unknown };
  exportArgs: object;
  selection?: {
    selected: TCountTableRow[];
    onChange: (rows: TCountTableRow[]) => void;
    labelOf: (row: TCountTableRow) => string;
  };
  actions?: React.ReactNode;
}) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const domainTitle = useDomainTitle();
  const formatCell = useReportCell();
  const rows = countTableRows(props.rows).map((row) => ({
    ...row,
    label: countRowLabel(t, language, row.key, row.label),
  }));
  const total = countTableTotal(rows, domainTitle(props.totalLabel));
  const columns = countTableColumns(props.variant, props.firstTitle);
  const cellLink = (row: TCountTableRow, bucket: TStatusBucket) => {
    const count = row[bucket];
    const figure = formatIndianNumber(count, language);
    const name = t('table.countCell', { row: row.label, status: domainTitle(BUCKET_TITLES[bucket]), figure });
    return (
      // blue.9 keeps the AA contrast ratio on ticked (tinted) rows too.
      <Anchor component={Link} to={summaryPath(summaryLabelOf(bucket), props.linkOf(row))} aria-label={name} c="blue.9">
        {figure}
      </Anchor>
    );
  };
  const cells = Object.fromEntries(
    columns
      .filter((column) => isStatusBucket(column.key))
      .map((column) => [column.key, (row: TCountTableRow) => cellLink(row, column.key as TStatusBucket)]),
  );
  const footer = Object.fromEntries(
    columns.map((column) => [
      column.key,
      <Text key={column.key} fw={700} size="sm">
        {column.key === 'label'
          ? total.label
          : formatCell(column.kind, total[column.key as keyof TReportCounts | 'completed' | 'efficiency'], total)}
      </Text>,
    ]),
  );
  return (
    <ReportTable<TCountTableRow>
      title={props.title}
      columns={columns}
      records={rows}
      query={props.query}
      cells={cells}
      footer={footer}
      idAccessor="key"
      exportAs={{ table: 'report-counts', args: { ...props.exportArgs, variant: props.variant } }}
      actions={props.actions}
      selection={props.selection}
    />
  );
}
