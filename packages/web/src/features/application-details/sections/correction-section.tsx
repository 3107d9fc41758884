import {
  correctionStatusLabel,
  DETAIL_MESSAGES,
  formatDisplayDate,
  type TCorrectionAssignee,
  type TCorrectionDetails,
  correctionStageLabel,
} from '@anumati/domain';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FieldList } from '../field-list';
import { useLanguage } from '../../../shared/i18n/use-language';
import { TableScroll } from '../../../shared/tables/table-scroll';
import { domainMessage } from '../../../shared/i18n/i18n';

/** Correction Status (spec 2 §3.7): the latest correction request, each change with its decision. */
export function CorrectionSection({
  details,
  assignees,
}: {
  details: TCorrectionDetails | null;
  assignees: readonly TCorrectionAssignee[];
}) {
  const language = useLanguage();
  const { t } = useTranslation('application-details');
  if (!details) return <Text size="sm">{domainMessage(DETAIL_MESSAGES.noCorrections)}</Text>;
  return (
    <Stack>
      <FieldList
        label={t('correction.label')}
        fields={[
          [t('correction.requestedOn'), formatDisplayDate(details.created_at)],
          [t('correction.stage'), correctionStageLabel(details.status, language)],
          [t('correction.finalCorrectionStatus'), correctionStatusLabel(details.is_approve, language)],
          [t('correction.finalRemarks'), details.final_remark],
          ...assignees.map(
            (assignee) =>
              [
                t('correction.officer', { officer: assignee.officer }),
                correctionStatusLabel(assignee.is_approve, language),
              ] as const,
          ),
        ]}
      />
      <TableScroll>
        <Table striped aria-label={t('correction.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('correction.columnName')}</Table.Th>
              <Table.Th>{t('correction.existing')}</Table.Th>
              <Table.Th>{t('correction.proposed')}</Table.Th>
              <Table.Th>{t('correction.status')}</Table.Th>
              <Table.Th>{t('correction.remarks')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {details.corrections.map((correction) => (
              <Table.Tr key={correction.id}>
                <Table.Td>{correction.column_name.replaceAll('_', ' ')}</Table.Td>
                <Table.Td>{correction.old_value}</Table.Td>
                <Table.Td>{correction.new_value}</Table.Td>
                <Table.Td>{correctionStatusLabel(correction.is_approve, language)}</Table.Td>
                <Table.Td>{correction.remark ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Stack>
  );
}
