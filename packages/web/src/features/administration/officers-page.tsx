import { formatIndianNumber, serverRoleLabel } from '@anumati/domain';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../shared/errors/load-error';
import { useLanguage } from '../../shared/i18n/use-language';
import { EmptyTableText } from '../../shared/tables/empty-table-text';
import { usePageInRange, type TPageChange } from '../../shared/tables/use-page-in-range';
import { fullName } from './administration-labels';
import { IMPORT_OFFICERS_PATH, NEW_OFFICER_PATH, officerPath } from './administration-paths';
import { useAdminChoicesQuery } from './api/admin-choices.query';
import { useAdminOfficersQuery, type TAdminOfficerRow } from './api/admin-officers.query';
import { OfficerFilters } from './officer-filters';
import { OfficerStateBadge } from './officer-state-badge';
import { StaffingSummaryPanel } from './staffing-summary-panel';
import { useOfficersState } from './use-officers-state';

export const OFFICERS_PAGE_SIZE = 20;

/** Where an officer works: the ULB, else the district or authority, else the whole state. */
function placeOf(officer: Pick<TAdminOfficerRow, 'ulbName' | 'districtName' | 'authorityCode'>): string {
  return officer.ulbName ?? officer.districtName ?? officer.authorityCode ?? '';
}

/**
 * Issue 52 §2: the administrator's landing page: the staffing gaps today, then the officers within their
 * jurisdiction, searched and filtered, a page at a time, each opening the officer's page.
 */
export function OfficersPage() {
  const { t } = useTranslation('administration');
  const language = useLanguage();
  const { state, update } = useOfficersState();
  const choices = useAdminChoicesQuery();
  const officers = useAdminOfficersQuery({
    search: state.search || null,
    role: state.role || null,
    ulbId: state.ulbId || null,
    state: state.state || null,
    page: state.page,
    perPage: OFFICERS_PAGE_SIZE,
  });
  const totalCount = officers.data?.totalCount ?? 0;
  const onPageChange: TPageChange = (page, how) => update({ page }, how);
  usePageInRange(
    { page: state.page, totalRecords: totalCount, recordsPerPage: OFFICERS_PAGE_SIZE, onPageChange },
    officers.isSuccess && !officers.isFetching,
  );

  return (
    <Stack>
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h3">
          {t('list.title')}
        </Title>
        <Group gap="sm">
          <Button component={Link} to={NEW_OFFICER_PATH}>
            {t('list.addOfficer')}
          </Button>
          <Button component={Link} to={IMPORT_OFFICERS_PATH} variant="light">
            {t('list.importOfficers')}
          </Button>
        </Group>
      </Group>
      <StaffingSummaryPanel />
      <OfficerFilters key={state.search} value={state} choices={choices.data} onChange={update} />
      {officers.error ? (
        <LoadError error={officers.error} onRetry={() => void officers.refetch()} />
      ) : (
        <>
          <Text size="sm" aria-live="polite">
            {officers.isSuccess &&
              t('list.count', { count: totalCount, total: formatIndianNumber(totalCount, language) })}
          </Text>
          <DataTable<TAdminOfficerRow>
            aria-label={t('list.tableLabel')}
            withTableBorder
            striped
            minHeight={160}
            fetching={officers.isFetching}
            records={officers.data?.records ?? []}
            totalRecords={totalCount}
            recordsPerPage={OFFICERS_PAGE_SIZE}
            page={state.page}
            onPageChange={onPageChange}
            noRecordsText={t('list.noOfficers')}
            emptyState={totalCount > 0 ? <></> : <EmptyTableText>{t('list.noOfficers')}</EmptyTableText>}
            getPaginationControlProps={(control) => ({ 'aria-label': t(`list.paginationControls.${control}`) })}
            idAccessor="id"
            columns={[
              {
                accessor: 'name',
                title: t('fields.name'),
                render: (officer) => (
                  <Stack gap={0}>
                    <Anchor component={Link} to={officerPath(officer.id)} size="sm" fw={600}>
                      {fullName(officer)}
                    </Anchor>
                    <Text size="xs" c="gray.7">
                      {officer.username}
                    </Text>
                  </Stack>
                ),
              },
              {
                accessor: 'role',
                title: t('fields.role'),
                render: (officer) => serverRoleLabel(officer.role, language),
              },
              { accessor: 'place', title: t('fields.ulb'), render: placeOf },
              { accessor: 'mobile', title: t('fields.mobile'), noWrap: true },
              {
                accessor: 'state',
                title: t('fields.state'),
                render: (officer) => <OfficerStateBadge state={officer.state} />,
              },
              {
                accessor: 'openTurns',
                title: t('fields.openTurns'),
                textAlign: 'right',
                render: (officer) => formatIndianNumber(officer.openTurns, language),
              },
            ]}
          />
        </>
      )}
    </Stack>
  );
}
