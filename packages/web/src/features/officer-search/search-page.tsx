import { formatReportCell, formatReportDate, REPORT_MESSAGES, REPORT_PAGE_SIZE, REPORT_TABLES } from '@anumati/domain';
import { ActionIcon, Badge, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ReportTable } from '../reports/report-table';
import { viewColumn } from '../reports/view-column';
import { useOfficerApplicationSearchQuery, type TSearchRecord } from './api/officer-application-search.query';

const COLUMNS = REPORT_TABLES['application-search'].columns;
const columnOf = (key: string) => COLUMNS.filter((column) => column.key === key);

/**
 * Spec 3 §2 /search: the officer application search. The flag is red while an officer holds the file past its
 * due date (spec 3 §9); the penalty is what the file's longest delay attracts; the correction status column
 * shows only when a row has a correction.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const searchParam = params.get('q') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const [text, setText] = useState(searchParam);
  const search = useOfficerApplicationSearchQuery({ searchParam, page, perPage: REPORT_PAGE_SIZE });
  const onSearch = () => setParams(text.trim() ? { q: text.trim() } : {});
  const records = search.data?.records ?? [];
  const hasCorrection = records.some((record) => record.application.isCorrection);
  const columns = [
    ...columnOf('serial'),
    ...columnOf('application.applicationIdentifier'),
    ...columnOf('application.appliedOn'),
    ...columnOf('application.applicationType'),
    ...columnOf('application.property.actualPlotArea'),
    ...columnOf('penaltyAmount'),
    ...columnOf('application.isCorrection'),
    ...(hasCorrection ? columnOf('application.correctionStatus') : []),
    ...columnOf('application.status'),
  ];
  return (
    <Stack>
      <Title order={1} size="h3">
        Application Search
      </Title>
      <TextInput
        aria-label="Search applications"
        placeholder="Search by application file number (or) applicant name"
        maw={520}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => event.key === 'Enter' && onSearch()}
        rightSection={
          <ActionIcon variant="subtle" aria-label="Run search" onClick={onSearch}>
            ⌕
          </ActionIcon>
        }
      />
      {searchParam && (
        <ReportTable<TSearchRecord>
          title={`Results for “${searchParam}”`}
          columns={columns}
          records={records}
          query={search}
          idAccessor={(record) => record.application.id}
          emptyText={REPORT_MESSAGES.noSearchResults}
          paging={{
            page,
            totalRecords: search.data?.totalCount ?? 0,
            recordsPerPage: REPORT_PAGE_SIZE,
            onPageChange: (next) => setParams({ q: searchParam, page: String(next) }),
          }}
          exportAs={{ table: 'application-search', args: { searchParam } }}
          cells={{
            'application.applicationIdentifier': (record) => (
              <Stack gap={2}>
                <Text size="sm" fw={600}>
                  {record.application.applicationIdentifier}
                </Text>
                <Text size="xs" c="gray.7">
                  {record.application.applicant.applicantName}
                </Text>
              </Stack>
            ),
            // Spec 3 §2: the search shows the received date DD/MM/YYYY.
            'application.appliedOn': (record) => formatReportDate(record.application.appliedOn).replaceAll('-', '/'),
            'application.property.actualPlotArea': (record) =>
              `${record.application.property.actualPlotArea.toFixed(2)} sq.m${
                record.application.property.floor ? `, ${record.application.property.floor.noOfFloors} floors` : ''
              }`,
            penaltyAmount: (record) =>
              record.penaltyAmount > 0 ? (
                <Text size="sm" c="red.9">
                  {formatReportCell('rupees', record.penaltyAmount, record)} ({record.daysDelayed} days late)
                </Text>
              ) : (
                '—'
              ),
          }}
          leadingColumns={[
            {
              accessor: 'flag',
              title: 'Flag',
              render: (record) => (
                <Badge
                  size="xs"
                  circle
                  role="img"
                  color={record.isOverdue ? 'red' : 'green'}
                  aria-label={record.isOverdue ? 'Held past its due date' : 'Within time'}
                >
                  {' '}
                </Badge>
              ),
            },
          ]}
          extraColumns={[viewColumn((record) => record.application)]}
        />
      )}
    </Stack>
  );
}
