import { applicationDetailsPath, REPORT_PAGE_SIZE, REPORT_TABLES } from '@anumati/domain';
import { Anchor } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  useReportApplicationsQuery,
  type TReportApplication,
  type TReportApplicationsVariables,
} from './api/report-applications.query';
import { ReportTable } from './report-table';

/**
 * The applications behind a report's cell (spec 3 §2 /summary/{label} columns), 10 a page, with View to the
 * file's details and the export of every page. `keep` narrows the page's rows on screen (the local search).
 */
export function ReportApplicationsTable(props: {
  title: string;
  variables: Omit<TReportApplicationsVariables, 'page' | 'perPage'>;
  page?: number;
  onPageChange?: (page: number) => void;
  keep?: (record: TReportApplication) => boolean;
}) {
  const [ownPage, setOwnPage] = useState(1);
  const page = props.page ?? ownPage;
  const list = useReportApplicationsQuery({ ...props.variables, page, perPage: REPORT_PAGE_SIZE });
  const records = list.data?.records ?? [];
  return (
    <ReportTable<TReportApplication>
      title={props.title}
      columns={REPORT_TABLES['report-applications'].columns}
      records={props.keep ? records.filter(props.keep) : records}
      query={list}
      paging={{
        page,
        totalRecords: list.data?.totalCount ?? 0,
        recordsPerPage: REPORT_PAGE_SIZE,
        onPageChange: props.onPageChange ?? setOwnPage,
      }}
      exportAs={{ table: 'report-applications', args: props.variables }}
      extraColumns={[
        {
          accessor: 'view',
          title: 'View',
          render: (record) => (
            <Anchor
              component={Link}
              to={applicationDetailsPath(record)}
              aria-label={`View ${record.applicationIdentifier}`}
            >
              View
            </Anchor>
          ),
        },
      ]}
    />
  );
}
