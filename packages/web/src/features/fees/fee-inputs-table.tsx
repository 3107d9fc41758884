import { FEE_APPLICATION_TYPE_LABELS, FEE_INPUT_LABELS, ULB_GRADES, type TFeeInputs } from '@anumati/domain';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A fee input as a reader knows it: grade and type by name. */
function shown(name: keyof TFeeInputs, inputs: TFeeInputs): string {
  if (name === 'ulb_grade') return `${inputs.ulb_grade} - ${ULB_GRADES[inputs.ulb_grade]}`;
  if (name === 'application_type')
    return `${inputs.application_type} - ${FEE_APPLICATION_TYPE_LABELS[inputs.application_type]}`;
  return String(inputs[name] ?? '—');
}

/** The inputs the system fee came from: what the public calculator takes, so anyone can check the figure. */
export function FeeInputsTable({ inputs }: { inputs: TFeeInputs }) {
  const { t } = useTranslation('fees');
  const names = (Object.keys(FEE_INPUT_LABELS) as (keyof TFeeInputs)[]).filter(
    (name) => name !== 'ghmc_zone_area' || inputs.authority === 'GHMC',
  );
  return (
    <Table withTableBorder fz="sm" aria-label={t('feesTab.inputs')}>
      <Table.Tbody>
        {names.map((name) => (
          <Table.Tr key={name}>
            <Table.Th scope="row" w="40%">
              {FEE_INPUT_LABELS[name]}
            </Table.Th>
            <Table.Td>{shown(name, inputs)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
