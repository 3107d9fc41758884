import { formatRupees, type TFeeSummary } from '@anumati/domain';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/use-language';

/** The rows in order; each one's label is its key in the catalogue's summary section. */
const ROWS = [
  'existingTotal',
  'adjustedTotal',
  'otherTotal',
  'initialPaid',
  'difference',
  'totalToPay',
] as const satisfies readonly (keyof TFeeSummary)[];

/** Spec 3 §2 the fee summary: totals, the difference and what is left to pay (spec 3 §9). */
export function FeeSummary({ summary }: { summary: TFeeSummary }) {
  const { t } = useTranslation('fees');
  const language = useLanguage();
  return (
    <Table withTableBorder maw={480} aria-label={t('summary.table')}>
      <Table.Tbody>
        {ROWS.map((key) => (
          <Table.Tr key={key}>
            <Table.Th scope="row">{t(`summary.${key}`)}</Table.Th>
            <Table.Td ta="right" fw={key === 'totalToPay' ? 700 : undefined}>
              {formatRupees(Number(summary[key]), language)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
