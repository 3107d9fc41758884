import { DETAIL_MESSAGES, formatRupees, type TFeeBreakupLine } from '@anumati/domain';
import { Stack, Table, Text } from '@mantine/core';
import { useFeeDetailsQuery } from '../../fees/api/fee-details.query';
import { SectionLoader } from '../detail-accordion';

const rupees = (value: number | null) => (value === null ? '—' : formatRupees(value));
const total = (lines: readonly TFeeBreakupLine[], amountOf: (line: TFeeBreakupLine) => number | null) =>
  lines.reduce((sum, line) => sum + (amountOf(line) ?? 0), 0);

/** One fee breakup under its caption, with the totals of both amount columns (₹, Indian digit grouping). */
function BreakupTable({ lines, caption }: { lines: readonly TFeeBreakupLine[]; caption: string }) {
  return (
    <Table striped captionSide="top">
      {/* The text colour, not Mantine's dimmed caption grey (3.3:1, below WCAG AA). */}
      <Table.Caption style={{ textAlign: 'left', fontWeight: 600, color: 'var(--mantine-color-text)' }}>
        {caption}
      </Table.Caption>
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
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th scope="row">Total</Table.Th>
          <Table.Td fw={600}>{rupees(total(lines, (line) => line.amount))}</Table.Td>
          <Table.Td fw={600}>{rupees(total(lines, (line) => line.newAmount))}</Table.Td>
          <Table.Td />
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}

/** Whether the officers' breakup says anything the system's does not (the same lines are shown once). */
const isSameBreakup = (calculated: readonly TFeeBreakupLine[], updated: readonly TFeeBreakupLine[]) =>
  calculated.length === updated.length &&
  updated.every(
    (line, index) =>
      line.cost_head_name === calculated[index]?.cost_head_name &&
      line.newAmount === calculated[index]?.newAmount &&
      (line.remarks ?? '') === (calculated[index]?.remarks ?? ''),
  );

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
      <BreakupTable lines={details.calculated_fee_breakup} caption="Calculated fee" />
      {details.updated_fee_breakup.length > 0 &&
        !isSameBreakup(details.calculated_fee_breakup, details.updated_fee_breakup) && (
          <BreakupTable lines={details.updated_fee_breakup} caption="Adjusted fee" />
        )}
    </Stack>
  );
}
