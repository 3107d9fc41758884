import { REPORT_PAGE_SIZE, REPORT_TABLES } from '@anumati/domain';
import { Text } from '@mantine/core';
import { useState } from 'react';
import {
  useReportApplicationsQuery,
  type TReportApplication,
  type TReportApplicationsVariables,
} from './api/report-applications.query';
import { IdentifierText } from './identifier-text';
import { ReportTable } from './report-table';
import { viewColumn } from './view-column';
import type { TPageChange } from '../../shared/tables/use-page-in-range';

/**
 * The applications behind a report's cell (spec 3 §2 /summary/{label} columns), 10 a page, with View to the
 * file's details and the export of every page.
 */
export function ReportApplicationsTable(props: {
  title: string;
  variables: Omit<TReportApplicationsVariables, 'page' | 'perPage'>;
  page?: number;
  onPageChange?: TPageChange;
}) {
  const [ownPage, setOwnPage] = useState(1);
  const page = props.page ?? ownPage;
  const list = useReportApplicationsQuery({ ...props.variables, page, perPage: REPORT_PAGE_SIZE });
  const records = list.data?.records ?? [];
  return (
    <ReportTable<TReportApplication>
      title={props.title}
      columns={REPORT_TABLES['report-applications'].columns}
      records={records}
      query={list}
      paging={{
        page,
        totalRecords: list.data?.totalCount ?? 0,
        recordsPerPage: REPORT_PAGE_SIZE,
        onPageChange: props.onPageChange ?? setOwnPage,
      }}
      exportAs={{ table: 'report-applications', args: props.variables }}
      cells={{
        applicationIdentifier: (record) => <IdentifierText value={record.applicationIdentifier} />,
        // Remarks run long and an officer needs all of it: the whole text, wrapped in a bounded column so the
        // table stays within 1366 px (a long unbroken word breaks rather than widening it).
        remarks: (record) => (
          <Text size="sm" maw={280} style={{ overflowWrap: 'anywhere' }}>
            {record.remarks ?? '—'}
          </Text>
        ),
      }}
      extraColumns={[viewColumn((record) => record)]}
    />
  );
}
