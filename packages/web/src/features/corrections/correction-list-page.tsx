import {
  applicationTypeLabel,
  CORRECTION_MESSAGES,
  CORRECTION_PAGE_SIZE,
  correctionActionLabel,
  CORRECTION_FILTERS,
  correctionColumnLabel,
  correctionDetailPath,
  correctionFilterOf,
  correctionFilterTitle,
  formatIndianNumber,
} from '@anumati/domain';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../shared/errors/load-error';
import { domainMessage } from '../../shared/i18n/i18n';
import { useLanguage } from '../../shared/i18n/use-language';
import { useMeQuery } from '../../shared/officer/me.query';
import { useApplicationsCorrectionRequestQuery } from './api/applications-correction-request.query';
import type { TCorrectionRequest } from './api/correction-request-fields';
import { CorrectionStageBadge, CorrectionStatusBadge } from './correction-status';
import { EmptyTableText } from '../../shared/tables/empty-table-text';
import { usePageInRange } from '../../shared/tables/use-page-in-range';
import { oneOfParam, useListUrlState } from '../../shared/tables/use-list-url-state';

/**
 * /correction-verification (spec 3 §2 Corrections): the officer's correction requests of a filter — to verify
 * (correction), waiting for the commissioner's word (submitted) or finished (completed) — with the badge count and
 * paging of 10. The filter and the page are kept in the URL.
 */
export function CorrectionListPage() {
  const { t } = useTranslation('corrections');
  const language = useLanguage();
  const me = useMeQuery();
  const list = useListUrlState({ filters: { named: oneOfParam('filter', CORRECTION_FILTERS) } });
  const { page } = list.state;
  const { named } = list.state.filters;
  // Without a filter in the URL it depends on the officer's role: wait for it rather than ask for the wrong list.
  const filter = correctionFilterOf(named, me.data?.permissionLevel ?? '');
  const requests = useApplicationsCorrectionRequestQuery(filter, page, {
    isEnabled: named !== '' || me.data !== undefined,
  });
  const action = correctionActionLabel(filter, language);
  const totalCount = requests.data?.totalCount ?? 0;

  const onPageChange = list.setPage;
  usePageInRange(
    { page, totalRecords: totalCount, recordsPerPage: CORRECTION_PAGE_SIZE, onPageChange },
    requests.isSuccess && !requests.isFetching,
  );

  return (
    <Stack>
      <Group gap="sm">
        <Title order={1} size="h3">
          {correctionFilterTitle(filter, language)}
        </Title>
        <Badge size="lg" color="blue.9" circle={totalCount < 100} aria-label={t('list.count', { count: totalCount })}>
          {formatIndianNumber(totalCount, language)}
        </Badge>
      </Group>
      {requests.error ? (
        <LoadError error={requests.error} onRetry={() => void requests.refetch()} />
      ) : (
        <DataTable<TCorrectionRequest>
          withTableBorder
          striped
          minHeight={160}
          fetching={requests.isFetching}
          records={requests.data?.records ?? []}
          totalRecords={totalCount}
          recordsPerPage={CORRECTION_PAGE_SIZE}
          page={page}
          onPageChange={onPageChange}
          noRecordsText={domainMessage(CORRECTION_MESSAGES.noRequests)}
          emptyState={
            totalCount > 0 ? <></> : <EmptyTableText>{domainMessage(CORRECTION_MESSAGES.noRequests)}</EmptyTableText>
          }
          getPaginationControlProps={(control) => ({ 'aria-label': t(`list.paginationControls.${control}`) })}
          idAccessor="id"
          columns={[
            {
              accessor: 'serial',
              title: t('list.columns.serialNumber'),
              render: (_, index) => (page - 1) * CORRECTION_PAGE_SIZE + index + 1,
            },
            {
              accessor: 'applicationIdentifier',
              title: t('list.columns.applicationId'),
              render: (record) => (
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {record.applicationIdentifier}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {record.applicantName}
                  </Text>
                </Stack>
              ),
            },
            {
              accessor: 'applicationType',
              title: t('list.columns.applicationType'),
              render: (record) => applicationTypeLabel(record.applicationType, language),
            },
            {
              accessor: 'receivedDate',
              title: t('list.columns.receivedDate'),
              noWrap: true,
              render: (record) => dayjs(record.receivedDate ?? record.createdAt).format('DD-MM-YYYY'),
            },
            {
              accessor: 'corrections',
              title: t('list.columns.corrections'),
              render: (record) =>
                record.corrections
                  .map((correction) => correctionColumnLabel(correction.columnName, language))
                  .join(', '),
            },
            {
              accessor: 'status',
              title: t('list.columns.stage'),
              render: (record) => <CorrectionStageBadge status={record.status} />,
            },
            {
              accessor: 'isApprove',
              title: t('list.columns.status'),
              render: (record) => <CorrectionStatusBadge isApprove={record.isApprove} />,
            },
            {
              accessor: 'action',
              title: t('list.columns.action'),
              render: (record) => (
                <Button
                  component={Link}
                  to={correctionDetailPath(filter, record.applicationId)}
                  size="xs"
                  aria-label={t('list.actionFor', {
                    action,
                    applicationIdentifier: record.applicationIdentifier,
                  })}
                >
                  {action}
                </Button>
              ),
            },
          ]}
        />
      )}
    </Stack>
  );
}
