import { formatReportDateTime } from '@anumati/domain';
import { Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../shared/errors/inline-error';
import { TableScroll } from '../../shared/tables/table-scroll';
import { useOfficerChangesQuery } from './api/officer-changes.query';
import { administrationEn } from './i18n/en';

type TChangeAction = keyof typeof administrationEn.history.actions;
const isKnownAction = (action: string): action is TChangeAction =>
  Object.hasOwn(administrationEn.history.actions, action);

/** Issue 52 §8: every change to the officer's record, newest first, with who made it, why, before and after. */
export function OfficerHistory({ officerId }: { officerId: string }) {
  const { t } = useTranslation('administration');
  const changes = useOfficerChangesQuery(officerId);
  return (
    <Stack gap="xs" component="section" aria-labelledby="officer-history-title">
      <Title order={2} size="h4" id="officer-history-title">
        {t('history.title')}
      </Title>
      {changes.isPending ? (
        <Loader size="sm" role="status" aria-label={t('history.loading')} />
      ) : changes.error ? (
        <InlineError error={changes.error} />
      ) : changes.data.length === 0 ? (
        <Text size="sm">{t('history.none')}</Text>
      ) : (
        <TableScroll>
          <Table striped withTableBorder aria-labelledby="officer-history-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('history.at')}</Table.Th>
                <Table.Th>{t('history.by')}</Table.Th>
                <Table.Th>{t('history.action')}</Table.Th>
                <Table.Th>{t('fields.reason')}</Table.Th>
                <Table.Th>{t('history.change')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changes.data.map((change, index) => (
                <Table.Tr key={`${change.at}:${index}`}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatReportDateTime(change.at)}</Table.Td>
                  <Table.Td>{change.byUsername}</Table.Td>
                  <Table.Td>
                    {isKnownAction(change.action)
                      ? t(`history.actions.${change.action}`)
                      : change.action.replaceAll('_', ' ')}
                  </Table.Td>
                  <Table.Td>{change.reason ?? '—'}</Table.Td>
                  <Table.Td>
                    {change.before !== null && (
                      <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                        {t('history.before', { value: change.before })}
                      </Text>
                    )}
                    {change.after !== null && (
                      <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                        {t('history.after', { value: change.after })}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Stack>
  );
}
