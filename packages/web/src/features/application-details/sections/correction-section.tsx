import {
  correctionStatusLabel,
  DETAIL_MESSAGES,
  formatDisplayDate,
  type TCorrectionAssignee,
  type TCorrectionDetails,
} from '@anumati/domain';
import { Stack, Table, Text } from '@mantine/core';
import { FieldList } from '../field-list';

/** Correction Status (spec 2 §3.7): the latest correction request, each change with its decision. */
export function CorrectionSection({
  details,
  assignees,
}: {
  details: TCorrectionDetails | null;
  assignees: readonly TCorrectionAssignee[];
}) {
  if (!details) return <Text size="sm">{DETAIL_MESSAGES.noCorrections}</Text>;
  return (
    <Stack>
      <FieldList
        label="Correction request"
        fields={[
          ['Requested On', formatDisplayDate(details.created_at)],
          ['Stage', details.status.replaceAll('_', ' ')],
          ['Final Correction Status', correctionStatusLabel(details.is_approve)],
          ['Final Remarks', details.final_remark],
          ...assignees.map(
            (assignee) => [`Officer: ${assignee.officer}`, correctionStatusLabel(assignee.is_approve)] as const,
          ),
        ]}
      />
      <Table striped aria-label="Corrections">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Column Name</Table.Th>
            <Table.Th>Existing</Table.Th>
            <Table.Th>Proposed</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Remarks</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {details.corrections.map((correction) => (
            <Table.Tr key={correction.id}>
              <Table.Td>{correction.column_name.replaceAll('_', ' ')}</Table.Td>
              <Table.Td>{correction.old_value}</Table.Td>
              <Table.Td>{correction.new_value}</Table.Td>
              <Table.Td>{correctionStatusLabel(correction.is_approve)}</Table.Td>
              <Table.Td>{correction.remark ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
