import {
  formatIndianNumber,
  formatReportCell,
  formatReportDate,
  MAX_SEARCH_LENGTH,
  REPORT_MESSAGES,
  REPORT_PAGE_SIZE,
  REPORT_TABLES,
} from '@anumati/domain';
import { ActionIcon, Badge, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/use-language';
import { domainMessage } from '../../shared/i18n/i18n';
import { textParam, useListUrlState } from '../../shared/tables/use-list-url-state';
import { ReportTable, viewColumn } from '../reports';
import { useOfficerApplicationSearchQuery, type TSearchRecord } from './api/officer-application-search.query';

const COLUMNS = REPORT_TABLES['application-search'].columns;
const columnOf = (key: string) => COLUMNS.filter((column) => column.key === key);

/**
 * Spec 3 §2 /search: the officer application search. The flag is red while an officer holds the file past its
 * due date (spec 3 §9); the penalty is what the file's longest delay attracts; the correction status column
 * shows only when a row has a correction.
 */
export function SearchPage() {
  const { t } = useTranslation('officer-search');
  const language = useLanguage();
  const list = useListUrlState({ filters: { searchParam: textParam('q') } });
  const { page } = list.state;
  const { searchParam } = list.state.filters;
  const [text, setText] = useState(searchParam);
  const search = useOfficerApplicationSearchQuery({ searchParam, page, perPage: REPORT_PAGE_SIZE });
  const onSearch = () => list.setFilters({ searchParam: text.trim() });
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
        {t('title')}
      </Title>
      <TextInput
        aria-label={t('searchLabel')}
        placeholder={t('searchPlaceholder')}
        maw={520}
        maxLength={MAX_SEARCH_LENGTH}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => event.key === 'Enter' && onSearch()}
        rightSection={
          <ActionIcon variant="subtle" aria-label={t('runSearch')} onClick={onSearch}>
            ⌕
          </ActionIcon>
        }
      />
      {searchParam && (
        <ReportTable<TSearchRecord>
          title={t('resultsFor', { query: searchParam })}
          columns={columns}
          records={records}
          query={search}
          idAccessor={(record) => record.application.id}
          emptyText={domainMessage(REPORT_MESSAGES.noSearchResults)}
          paging={{
            page,
            totalRecords: search.data?.totalCount ?? 0,
            recordsPerPage: REPORT_PAGE_SIZE,
            onPageChange: list.setPage,
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
            'application.property.actualPlotArea': (record) => {
              const area = formatIndianNumber(record.application.property.actualPlotArea, language, 2);
              const { floor } = record.application.property;
              return floor ? t('plotAreaWithFloors', { area, floors: floor.noOfFloors }) : t('plotArea', { area });
            },
            penaltyAmount: (record) =>
              record.penaltyAmount > 0 ? (
                <Text size="sm" c="red.9">
                  {t('penaltyDaysLate', {
                    amount: formatReportCell('rupees', record.penaltyAmount, record, language),
                    days: record.daysDelayed,
                  })}
                </Text>
              ) : (
                '—'
              ),
          }}
          leadingColumns={[
            {
              accessor: 'flag',
              title: t('flag'),
              render: (record) => (
                <Badge
                  size="xs"
                  circle
                  role="img"
                  color={record.isOverdue ? 'red' : 'green'}
                  aria-label={record.isOverdue ? t('heldPastDueDate') : t('withinTime')}
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
