import { DETAIL_MESSAGES, type TEngineer } from '@anumati/domain';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../../../shared/tables/table-scroll';
import { domainMessage } from '../../../shared/i18n/i18n';

/** Engineer Details: the licensed technical persons of a single-window application. */
export function EngineersSection({ engineers }: { engineers: readonly TEngineer[] }) {
  const { t } = useTranslation('application-details');
  if (engineers.length === 0) return <Text size="sm">{domainMessage(DETAIL_MESSAGES.singleWindowNotFound)}</Text>;
  return (
    <TableScroll>
      <Table striped aria-label={t('engineers.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('engineers.type')}</Table.Th>
            <Table.Th>{t('engineers.name')}</Table.Th>
            <Table.Th>{t('engineers.licenseNumber')}</Table.Th>
            <Table.Th>{t('engineers.mobile')}</Table.Th>
            <Table.Th>{t('engineers.email')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {engineers.map((engineer) => (
            <Table.Tr key={engineer.license_number}>
              <Table.Td>{engineer.engineer_type}</Table.Td>
              <Table.Td>{engineer.name}</Table.Td>
              <Table.Td>{engineer.license_number}</Table.Td>
              <Table.Td>{engineer.mobile ?? '—'}</Table.Td>
              <Table.Td>{engineer.email ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
