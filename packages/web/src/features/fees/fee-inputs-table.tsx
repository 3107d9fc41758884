import { FEE_INPUT_LABELS, feeChoiceLabel, feeInputLabel, type TFeeInputs, type TLanguage } from '@anumati/domain';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/use-language';

/** A fee input as a reader knows it, in their language: grade and type by code and name, choices by name. */
function shown(name: keyof TFeeInputs, inputs: TFeeInputs, language: TLanguage): string {
  const value = inputs[name];
  if (name === 'ulb_grade' || name === 'application_type') return `${value} - ${feeChoiceLabel(value ?? '', language)}`;
  return typeof value === 'string' ? feeChoiceLabel(value, language) : String(value ?? '—');
}

/** The inputs the system fee came from: what the public calculator takes, so anyone can check the figure. */
export function FeeInputsTable({ inputs }: { inputs: TFeeInputs }) {
  const { t } = useTranslation('fees');
  const language = useLanguage();
  const names = (Object.keys(FEE_INPUT_LABELS) as (keyof TFeeInputs)[]).filter(
    (name) => name !== 'ghmc_zone_area' || inputs.authority === 'GHMC',
  );
  return (
    <Table withTableBorder fz="sm" aria-label={t('feesTab.inputs')}>
      <Table.Tbody>
        {names.map((name) => (
          <Table.Tr key={name}>
            <Table.Th scope="row" w="40%">
              {feeInputLabel(name, language)}
            </Table.Th>
            <Table.Td>{shown(name, inputs, language)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
