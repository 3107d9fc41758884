import { formatDisplayDate, formatIndianNumber, LIST_PAGE_SIZE, statusLabel } from '@anumati/domain';
import { Anchor, Badge, Stack, Text, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../shared/errors/load-error';
import { useLanguage } from '../../shared/i18n/use-language';
import {
  type TInboxRecord,
  useApplicationsQuery,
} from '../../shared/application/applications-by-date-and-type-filter.query';
import { EmptyTableText } from '../../shared/tables/empty-table-text';
import { useListUrlState } from '../../shared/tables/use-list-url-state';
import { usePageInRange } from '../../shared/tables/use-page-in-range';

/**
 * /pre-scrutiny (spec 1 §2.2; its content is not shown in the spec): the single-window files waiting for this
 * officer's scrutiny before verification — new ones (SUBMITTED) and those back from a shortfall
 * (SHORTFALL_SUBMITTED). Scrutinise opens the file on the single-window verification screen with its checklist.
 */
export function PreScrutinyPage() {
  const { t } = useTranslation('verification');
  const language = useLanguage();
  const {
    state: { page },
    setPage,
  } = useListUrlState();
  const applications = useApplicationsQuery({
    filter: 'REVIEW',
    applicationType: ['SINGLE WINDOW'],
    status: ['SUBMITTED', 'SHORTFALL_SUBMITTED'],
    page,
    perPage: LIST_PAGE_SIZE,
  });
  const records = applications.data?.records ?? [];
  const totalRecords = applications.data?.totalCount ?? 0;
  usePageInRange(
    { page, totalRecords, recordsPerPage: LIST_PAGE_SIZE, onPageChange: setPage },
    applications.isSuccess && !applications.isFetching,
  );
  return (
    <Stack>
      <Title order={1} size="h3">
        {t('preScrutiny.title')}
      </Title>
      <Text size="sm" c="gray.7">
        {t('preScrutiny.intro')}
      </Text>
      {applications.error ? (
        <LoadError error={applications.error} onRetry={() => void applications.refetch()} />
      ) : (
        <DataTable<TInboxRecord>
          withTableBorder
          striped
          minHeight={160}
          fetching={applications.isFetching}
          records={records}
          totalRecords={totalRecords}
          recordsPerPage={LIST_PAGE_SIZE}
          page={page}
          onPageChange={setPage}
          noRecordsText={t('preScrutiny.noRecords')}
          emptyState={
            records.length > 0 || applications.isFetching ? (
              <></>
            ) : (
              <EmptyTableText>{t('preScrutiny.noRecords')}</EmptyTableText>
            )
          }
          getPaginationControlProps={(control) => ({ 'aria-label': t(`preScrutiny.pageControls.${control}`) })}
          idAccessor="id"
          columns={[
            {
              accessor: 'serial',
              title: t('preScrutiny.columns.serial'),
              render: (_, index) => (page - 1) * LIST_PAGE_SIZE + index + 1,
            },
            {
              accessor: 'applicationIdentifier',
              title: t('preScrutiny.columns.applicationId'),
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
            {
              accessor: 'receivedDate',
              title: t('preScrutiny.columns.receivedDate'),
              noWrap: true,
              render: (record) => formatDisplayDate(record.receivedDate),
            },
            {
              accessor: 'property.actualPlotArea',
              title: t('preScrutiny.columns.plotArea'),
              render: (record) => formatIndianNumber(record.property.actualPlotArea, language, 2),
            },
            {
              accessor: 'status',
              title: t('preScrutiny.columns.status'),
              noWrap: true,
              render: (record) => (
                <Badge variant="light">{statusLabel(record.status, record.applicationType, language)}</Badge>
              ),
            },
            {
              accessor: 'action',
              title: t('preScrutiny.columns.action'),
              render: (record) => (
                <Anchor component={Link} to={`/sw-verification/${record.id}`} fw={600}>
                  {t('preScrutiny.scrutinise')}
                </Anchor>
              ),
            },
          ]}
        />
      )}
    </Stack>
  );
}
