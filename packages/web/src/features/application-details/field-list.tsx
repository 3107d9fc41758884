import { MISSING_VALUE } from '@anumati/domain';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

export type TField = readonly [label: string, value: ReactNode];

/** Label and value rows, read by a screen reader as a table of row headers and their values. */
export function FieldList({ fields, label }: { fields: readonly TField[]; label?: string }) {
  return (
    <Table withRowBorders={false} verticalSpacing={4} aria-label={label}>
      <Table.Tbody>
        {fields.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Th scope="row" w="40%" fw={500} c="gray.8">
              {name}
            </Table.Th>
            <Table.Td>{value === null || value === undefined || value === '' ? MISSING_VALUE : value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
