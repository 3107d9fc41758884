import { formatRupees, type TFeeSummary } from '@anumati/domain';
import { Table } from '@mantine/core';

const ROWS: [keyof TFeeSummary, string][] = [
  ['existingTotal', 'Total Amount'],
  ['adjustedTotal', 'Adjusted Total'],
  ['otherTotal', 'Other Fee Heads Total'],
  ['initialPaid', 'Initial Amount Paid'],
  ['difference', 'Total Difference'],
  ['totalToPay', 'Total Amount to Pay'],
];

/** Spec 3 §2 the fee summary: totals, the difference and what is left to pay (spec 3 §9). */
export function FeeSummary({ summary }: { summary: TFeeSummary }) {
  return (
    <Table withTableBorder maw={480} aria-label="Fee summary">
      <Table.Tbody>
        {ROWS.map(([key, label]) => (
          <Table.Tr key={key}>
            <Table.Th scope="row">{label}</Table.Th>
            <Table.Td ta="right" fw={key === 'totalToPay' ? 700 : undefined}>
              {formatRupees(Number(summary[key]))}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
