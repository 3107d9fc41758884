import { DETAIL_MESSAGES, type TEngineer } from '@anumati/domain';
import { Table, Text } from '@mantine/core';

/** Engineer Details: the licensed technical persons of a single-window application. */
export function EngineersSection({ engineers }: { engineers: readonly TEngineer[] }) {
  if (engineers.length === 0) return <Text size="sm">{DETAIL_MESSAGES.singleWindowNotFound}</Text>;
  return (
    <Table striped aria-label="Engineers">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Type</Table.Th>
          <Table.Th>Name</Table.Th>
          <Table.Th>License Number</Table.Th>
          <Table.Th>Mobile</Table.Th>
          <Table.Th>Email</Table.Th>
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
  );
}
