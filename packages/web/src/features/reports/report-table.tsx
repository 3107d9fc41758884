import {
  formatIndianNumber,
  readColumn,
  type TReportColumn,
  type TReportRecord,
  type TReportTableName,
} from '@anumati/domain';
import { Group, Stack, Title } from '@mantine/core';
import {
  DataTable,
  type DataTableColumn,
  type DataTablePaginationProps,
  type DataTableSelectionProps,
} from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/errors/load-error';
import { useLanguage } from '../../shared/i18n/use-language';
import { useDomainTitle } from './domain-title';
import { ExportButton } from './export-button';
import { useReportCell } from './use-report-cell';
import { EmptyTableText } from '../../shared/tables/empty-table-text';
import { usePageInRange, type TPageChange } from '../../shared/tables/use-page-in-range';
import wrappingHeadings from '../../shared/tables/wrapping-headings.module.css';

const NUMERIC = new Set(['count', 'days', 'percent', 'rupees', 'serial']);

const PAGE_CONTROL_KEYS = {
  first: 'table.firstPage',
  last: 'table.lastPage',
  previous: 'table.previousPage',
  next: 'table.nextPage',
} as const;

export type TPaging = {
  page: number;
  totalRecords: number;
  recordsPerPage: number;
  onPageChange: TPageChange;
};

/**
 * A file number or a date on one line (issue 55 §2): under Telugu headings, longer than the English, a narrow
 * column broke "GHMC/BP/2026/0012" and "04-12-2026" across lines.
 */
const isKeptWhole = (column: TReportColumn) =>
  column.kind === 'date' ||
  column.kind === 'dateTime' ||
  column.key.endsWith('applicationIdentifier') ||
  column.key === 'applicantListId';

/**
 * A report table from its columns in domain (the same the .xlsx export writes): formatted cells, custom cells
 * where a screen needs them (links, badges), an optional View column, paging and the export.
 */
export function ReportTable<TRecord extends TReportRecord>(props: {
  title: string;
  columns: readonly TReportColumn[];
  records: TRecord[];
  /** `isSuccess` lets a paged table leave a page past its last once the answer is in (usePageInRange). */
  query?: { isSuccess?: boolean; isFetching: boolean; error: unknown; refetch: () => unknown };
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
  const { t } = useTranslation(['reports', 'common']);
  const language = useLanguage();
  const domainTitle = useDomainTitle();
  const formatCell = useReportCell();
  const emptyText = props.emptyText ?? t('table.noData');
  usePageInRange(paging, Boolean(props.query?.isSuccess && !props.query.isFetching));
  const paginationProps: DataTablePaginationProps = paging
    ? {
        page: paging.page,
        totalRecords: paging.totalRecords,
        recordsPerPage: paging.recordsPerPage,
        onPageChange: paging.onPageChange,
        loadingText: t('common:loading'),
        getPaginationControlProps: (control) => ({ 'aria-label': t(PAGE_CONTROL_KEYS[control]) }),
      }
    : {};
  const selectionProps: DataTableSelectionProps<TRecord> = selection
    ? {
        selectedRecords: selection.selected,
        onSelectedRecordsChange: selection.onChange,
        getRecordSelectionCheckboxProps: (record) => ({
          'aria-label': t('table.selectRow', { label: selection.labelOf(record) }),
        }),
        allRecordsSelectionCheckboxProps: { 'aria-label': t('table.selectAllRows') },
      }
    : {};
  const offset = paging ? (paging.page - 1) * paging.recordsPerPage : 0;
  const columns: DataTableColumn<TRecord>[] = [
    ...(props.leadingColumns ?? []),
    ...props.columns.map((column): DataTableColumn<TRecord> => ({
      accessor: column.key,
      title: domainTitle(column.title),
      textAlign: NUMERIC.has(column.kind) ? 'right' : 'left',
      noWrap: isKeptWhole(column),
      footer: props.footer?.[column.key],
      render: (record, index) => {
        const custom = props.cells?.[column.key];
        if (custom) return custom(record);
        if (column.kind === 'serial') return formatIndianNumber(offset + index + 1, language);
        const { value, holder } = readColumn(record, column.key);
        return formatCell(column.kind, value, holder);
      },
    })),
    ...(props.extraColumns ?? []),
  ];
  // Issue 19: the empty text is there only while the table is empty; a hidden one under a filled table was read.
  const isEmpty = !props.query?.isFetching && props.records.length === 0;
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h5">
          {props.title}
        </Title>
        <Group gap="xs">
          {props.actions}
          {props.exportAs && (
            <ExportButton
              table={props.exportAs.table}
              args={props.exportAs.args}
              disabled={Boolean(props.query?.error)}
            />
          )}
        </Group>
      </Group>
      {props.query?.error ? (
        <LoadError error={props.query.error} onRetry={() => void props.query?.refetch()} />
      ) : (
        <DataTable<TRecord>
          className={wrappingHeadings.table}
          withTableBorder
          striped
          // Issue 18: 6 px a side rather than 10 keeps a dozen columns (the summary lists) inside a 1366 px window.
          horizontalSpacing={6}
          minHeight={props.records.length ? undefined : 150}
          fetching={props.query?.isFetching}
          records={props.records}
          columns={columns}
          idAccessor={props.idAccessor ?? 'id'}
          noRecordsText={emptyText}
          emptyState={isEmpty ? <EmptyTableText>{emptyText}</EmptyTableText> : <></>}
          aria-label={props.title}
          // A wide table scrolls sideways: its scrolling area takes the keyboard focus to be scrolled.
          scrollAreaProps={{
            viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('table.scrollable', { title: props.title }) },
          }}
          {...selectionProps}
          {...paginationProps}
        />
      )}
    </Stack>
  );
}
