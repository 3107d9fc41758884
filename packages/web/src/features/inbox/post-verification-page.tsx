import { applicationTypeLabel, LIST_PAGE_SIZE, statusLabel } from '@anumati/domain';
import { Badge, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { LoadError } from '../../shared/errors/load-error';
import { type TInboxRecord, useApplicationsQuery } from './api/applications-by-date-and-type-filter.query';

const formatDate = (value: string | null) => (value ? dayjs(value).format('DD-MM-YYYY') : '—');

/** The applications waiting for the signed-in officer (the full inbox with its tabs is its own issue). */
export function PostVerificationPage() {
  const [page, setPage] = useState(1);
  const applications = useApplicationsQuery({ filter: 'REVIEW', page, perPage: LIST_PAGE_SIZE });

  return (
    <Stack>
      <Title order={1} size="h3">
        Post Verification
      </Title>
      {applications.error ? (
        <LoadError error={applications.error} onRetry={() => void applications.refetch()} />
      ) : (
        <DataTable<TInboxRecord>
          withTableBorder
          striped
          minHeight={200}
          fetching={applications.isFetching}
          records={applications.data?.records ?? []}
          totalRecords={applications.data?.totalCount ?? 0}
          recordsPerPage={LIST_PAGE_SIZE}
          page={page}
          onPageChange={setPage}
          noRecordsText="No Data Found"
          getPaginationControlProps={(control) => ({ 'aria-label': `${control} page` })}
          idAccessor="id"
          columns={[
            { accessor: 'serial', title: 'S.No', render: (_, index) => (page - 1) * LIST_PAGE_SIZE + index + 1 },
            {
              accessor: 'applicationIdentifier',
              title: 'Application ID',
              render: (record) => (
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {record.applicationIdentifier}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {record.applicant.applicantName}
                  </Text>
                </Stack>
              ),
            },
            { accessor: 'receivedDate', title: 'Received Date', render: (record) => formatDate(record.receivedDate) },
            { accessor: 'assignedDate', title: 'Assigned Date', render: (record) => formatDate(record.assignedDate) },
            {
              accessor: 'applicationType',
              title: 'Application Type',
              render: (record) => applicationTypeLabel(record.applicationType),
            },
            {
              accessor: 'property.actualPlotArea',
              title: 'Plot Area (Sq.m)',
              render: (record) => record.property.actualPlotArea.toFixed(2),
            },
            {
              accessor: 'status',
              title: 'Status',
              render: (record) => <Badge variant="light">{statusLabel(record.status, record.applicationType)}</Badge>,
            },
          ]}
        />
      )}
    </Stack>
  );
}
