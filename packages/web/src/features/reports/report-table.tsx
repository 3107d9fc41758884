import {
  formatReportCell,
  readColumn,
  REPORT_MESSAGES,
  type TReportColumn,
  type TReportRecord,
  type TReportTableName,
} from '@anumati/domain';
import { Group, Stack, Text, Title } from '@mantine/core';
import {
  DataTable,
  type DataTableColumn,
  type DataTablePaginationProps,
  type DataTableSelectionProps,
} from 'mantine-datatable';
import type { ReactNode } from 'react';
import { LoadError } from '../../shared/errors/load-error';
import { ExportButton } from './export-button';

const NUMERIC = new Set(['count', 'days', 'percent', 'rupees', 'serial']);

export type TPaging = {
  page: number;
  totalRecords: number;
  recordsPerPage: number;
  onPageChange: (page: number) => void;
};

/**
 * A report table from its columns in domain (the same the .xlsx export writes): formatted cells, custom cells
 * where a screen needs them (links, badges), an optional View column, paging and the export.
 */
export function ReportTable<TRecord extends TReportRecord>(props: {
  title: string;
  columns: readonly TReportColumn[];
  records: TRecord[];
  query?: { isFetching: boolean; error: unknown; refetch: () => unknown };
  cells?: Partial<Record<string, (record: TRecord) => ReactNode>>;
  /** Columns before the domain's (the search's flag) and after them (View). */
  leadingColumns?: DataTableColumn<TRecord>[];
  extraColumns?: DataTableColumn<TRecord>[];
  paging?: TPaging;
  exportAs?: { table: TReportTableName; args: object };
  footer?: Partial<Record<string, ReactNode>>;
  idAccessor?: string | ((record: TRecord) => string);
  emptyText?: string;
  actions?: ReactNode;
  /** Rows the officer can tick (the financial-year tables' Compare). */
  selection?: { selected: TRecord[]; onChange: (records: TRecord[]) => void; labelOf: (record: TRecord) => string };
}) {
  const { paging, selection } = props;
  const paginationProps: DataTablePaginationProps = paging
    ? {
        page: paging.page,
        totalRecords: paging.totalRecords,
        recordsPerPage: paging.recordsPerPage,
        onPageChange: paging.onPageChange,
        getPaginationControlProps: (control) => ({ 'aria-label': `${control} page` }),
      }
    : {};
  const selectionProps: DataTableSelectionProps<TRecord> = selection
    ? {
        selectedRecords: selection.selected,
        onSelectedRecordsChange: selection.onChange,
        getRecordSelectionCheckboxProps: (record) => ({ 'aria-label': `Select ${selection.labelOf(record)}` }),
        allRecordsSelectionCheckboxProps: { 'aria-label': 'Select all rows' },
      }
    : {};
  const offset = paging ? (paging.page - 1) * paging.recordsPerPage : 0;
  const columns: DataTableColumn<TRecord>[] = [
    ...(props.leadingColumns ?? []),
    ...props.columns.map((column): DataTableColumn<TRecord> => ({
      accessor: column.key,
      title: column.title,
      textAlign: NUMERIC.has(column.kind) ? 'right' : 'left',
      footer: props.footer?.[column.key],
      render: (record, index) => {
        const custom = props.cells?.[column.key];
        if (custom) return custom(record);
        if (column.kind === 'serial') return offset + index + 1;
        const { value, holder } = readColumn(record, column.key);
        return formatReportCell(column.kind, value, holder);
      },
    })),
    ...(props.extraColumns ?? []),
  ];
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h5">
          {props.title}
        </Title>
        <Group gap="xs">
          {props.actions}
          {props.exportAs && <ExportButton table={props.exportAs.table} args={props.exportAs.args} />}
        </Group>
      </Group>
      {props.query?.error ? (
        <LoadError error={props.query.error} onRetry={() => void props.query?.refetch()} />
      ) : (
        <DataTable<TRecord>
          withTableBorder
          striped
          minHeight={props.records.length ? undefined : 150}
          fetching={props.query?.isFetching}
          records={props.records}
          columns={columns}
          idAccessor={props.idAccessor ?? 'id'}
          noRecordsText={props.emptyText ?? REPORT_MESSAGES.noData}
          // The default empty text is too faint for the AA contrast ratio.
          emptyState={
            <Text size="sm" c="gray.7">
              {props.emptyText ?? REPORT_MESSAGES.noData}
            </Text>
          }
          aria-label={props.title}
          // A wide table scrolls sideways: its scrolling area takes the keyboard focus to be scrolled.
          scrollAreaProps={{
            viewportProps: { tabIndex: 0, role: 'region', 'aria-label': `${props.title}, scrollable` },
          }}
          {...selectionProps}
          {...paginationProps}
        />
      )}
    </Stack>
  );
}
