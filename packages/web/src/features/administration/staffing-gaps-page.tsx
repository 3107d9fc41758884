import { formatIndianNumber, serverRoleLabel } from '@anumati/domain';
import { Anchor, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../shared/errors/load-error';
import { useLanguage } from '../../shared/i18n/use-language';
import { TableScroll } from '../../shared/tables/table-scroll';
import { stageLevelLabel } from './administration-labels';
import { OFFICERS_PATH } from './administration-paths';
import { useStaffingGapsQuery, type TStaffingGap } from './api/staffing-gaps.query';

/** How many of a gap's stuck files are named in the table; the count says how many there are. */
const NAMED_FILES = 5;

/**
 * Issue 52 §6: per ULB, the roles the process needs that nobody active holds today (nobody in post, on duty or
 * holding its charge), with the files that will stop there. Each ULB's row links to its officers of that role.
 */
export function StaffingGapsPage() {
  const { t } = useTranslation('administration');
  const language = useLanguage();
  const gaps = useStaffingGapsQuery();
  const byUlb = new Map<string, TStaffingGap[]>();
  for (const gap of gaps.data ?? []) byUlb.set(gap.ulbId, [...(byUlb.get(gap.ulbId) ?? []), gap]);
  return (
    <Stack>
      <Title order={1} size="h3">
        {t('staffing.title')}
      </Title>
      <Text size="sm">{t('staffing.description')}</Text>
      {gaps.error ? (
        <LoadError error={gaps.error} onRetry={() => void gaps.refetch()} />
      ) : gaps.isPending ? (
        <Loader size="sm" role="status" aria-label={t('staffing.loading')} />
      ) : gaps.data.length === 0 ? (
        <Text size="sm" fw={600}>
          {t('staffing.noGaps')}
        </Text>
      ) : (
        <TableScroll>
          <Table striped withTableBorder aria-label={t('staffing.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.ulb')}</Table.Th>
                <Table.Th>{t('fields.role')}</Table.Th>
                <Table.Th>{t('staffing.stage')}</Table.Th>
                <Table.Th>{t('staffing.stuck')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...byUlb.values()].flatMap((ulbGaps) =>
                ulbGaps.map((gap, index) => (
                  <Table.Tr key={`${gap.ulbId}:${gap.role}:${gap.stage}:${gap.level}`}>
                    {index === 0 && (
                      <Table.Th scope="rowgroup" rowSpan={ulbGaps.length} fw={600}>
                        {gap.ulbName}
                      </Table.Th>
                    )}
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`${OFFICERS_PATH}?${new URLSearchParams({ role: gap.role, ulb: gap.ulbId }).toString()}`}
                        size="sm"
                        aria-label={t('staffing.officersOf', {
                          role: serverRoleLabel(gap.role, language),
                          ulb: gap.ulbName,
                        })}
                      >
                        {serverRoleLabel(gap.role, language)}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{stageLevelLabel(gap.stage, gap.level, language)}</Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {formatIndianNumber(gap.stuckApplicationCount, language)}
                      </Text>
                      {gap.stuckApplicationNumbers.length > 0 && (
                        <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                          {gap.stuckApplicationNumbers.slice(0, NAMED_FILES).join(', ')}
                          {gap.stuckApplicationCount > NAMED_FILES && ' …'}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                )),
              )}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Stack>
  );
}
