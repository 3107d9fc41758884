import { DETAIL_MESSAGES, type TFeeBreakupLine } from '@anumati/domain';
import { Stack, Table, Text } from '@mantine/core';
import { useFeeDetailsQuery } from '../../fees/api/fee-details.query';
import { SectionLoader } from '../detail-accordion';

const rupees = (value: number | null) => (value === null ? '—' : `₹ ${value.toFixed(2)}`);

function BreakupTable({ lines, label }: { lines: readonly TFeeBreakupLine[]; label: string }) {
  return (
    <Table striped aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Fee Head</Table.Th>
          <Table.Th>Amount</Table.Th>
          <Table.Th>Adjusted Amount</Table.Th>
          <Table.Th>Remarks</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={`${line.cost_head_name}-${line.type ?? ''}`}>
            <Table.Td>{line.cost_head_name}</Table.Td>
            <Table.Td>{rupees(line.amount)}</Table.Td>
            <Table.Td>{rupees(line.newAmount)}</Table.Td>
            <Table.Td>{line.remarks ?? '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * Fee Adjustment Details (spec 2 §2.2 item 16): the system's fee and the officers' adjustments, read-only,
 * from GET fee_details/{id}. No answer (none yet, or a failure, logged only) shows the empty text.
 */
export function FeeAdjustmentSection({ applicationId }: { applicationId: string }) {
  const fees = useFeeDetailsQuery(applicationId);
  if (fees.isPending) return <SectionLoader label="Loading fee details" />;
  const details = fees.data;
  const hasLines = details && (details.calculated_fee_breakup.length > 0 || details.updated_fee_breakup.length > 0);
  if (!details || !hasLines) return <Text size="sm">{DETAIL_MESSAGES.noFeeDetails}</Text>;
  return (
    <Stack>
      <Text size="sm">Fee status: {details.status.replaceAll('_', ' ')}</Text>
      <BreakupTable lines={details.calculated_fee_breakup} label="Calculated fee" />
      {details.updated_fee_breakup.length > 0 && (
        <BreakupTable lines={details.updated_fee_breakup} label="Adjusted fee" />
      )}
    </Stack>
  );
}
