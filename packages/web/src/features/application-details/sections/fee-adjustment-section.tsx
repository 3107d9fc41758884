import { DETAIL_MESSAGES, feeHeadLabel, formatRupees, type TFeeBreakupLine, type TLanguage } from '@anumati/domain';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useFeeDetailsQuery } from '../../../shared/application/fee-details.query';
import { SectionLoader } from '../detail-accordion';
import { TableScroll } from '../../../shared/tables/table-scroll';
import { domainMessage } from '../../../shared/i18n/i18n';

const rupees = (value: number | null, language: TLanguage) => (value === null ? '—' : formatRupees(value, language));
const total = (lines: readonly TFeeBreakupLine[], amountOf: (line: TFeeBreakupLine) => number | null) =>
  lines.reduce((sum, line) => sum + (amountOf(line) ?? 0), 0);

/** One fee breakup under its caption, with the totals of both amount columns (₹, Indian digit grouping). */
function BreakupTable({ lines, caption }: { lines: readonly TFeeBreakupLine[]; caption: string }) {
  const { t } = useTranslation('application-details');
  const language = useLanguage();
  return (
    <TableScroll>
      <Table striped captionSide="top">
        {/* The text colour, not Mantine's dimmed caption grey (3.3:1, below WCAG AA). */}
        <Table.Caption style={{ textAlign: 'left', fontWeight: 600, color: 'var(--mantine-color-text)' }}>
          {caption}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fees.feeHead')}</Table.Th>
            <Table.Th>{t('fees.amount')}</Table.Th>
            <Table.Th>{t('fees.adjustedAmount')}</Table.Th>
            <Table.Th>{t('fees.remarks')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={`${line.cost_head_name}-${line.type ?? ''}`}>
              <Table.Td>{feeHeadLabel(line.cost_head_name, language)}</Table.Td>
              <Table.Td>{rupees(line.amount, language)}</Table.Td>
              <Table.Td>{rupees(line.newAmount, language)}</Table.Td>
              <Table.Td>{line.remarks ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{t('fees.total')}</Table.Th>
            <Table.Td fw={600}>
              {rupees(
                total(lines, (line) => line.amount),
                language,
              )}
            </Table.Td>
            <Table.Td fw={600}>
              {rupees(
                total(lines, (line) => line.newAmount),
                language,
              )}
            </Table.Td>
            <Table.Td />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </TableScroll>
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
  const { t } = useTranslation('application-details');
  const fees = useFeeDetailsQuery(applicationId);
  if (fees.isPending) return <SectionLoader label={t('loading.feeDetails')} />;
  const details = fees.data;
  const hasLines = details && (details.calculated_fee_breakup.length > 0 || details.updated_fee_breakup.length > 0);
  if (!details || !hasLines) return <Text size="sm">{domainMessage(DETAIL_MESSAGES.noFeeDetails)}</Text>;
  return (
    <Stack>
      <Text size="sm">{t('fees.feeStatus', { status: details.status.replaceAll('_', ' ') })}</Text>
      <BreakupTable lines={details.calculated_fee_breakup} caption={t('fees.calculatedFee')} />
      {details.updated_fee_breakup.length > 0 &&
        !isSameBreakup(details.calculated_fee_breakup, details.updated_fee_breakup) && (
          <BreakupTable lines={details.updated_fee_breakup} caption={t('fees.adjustedFee')} />
        )}
    </Stack>
  );
}
