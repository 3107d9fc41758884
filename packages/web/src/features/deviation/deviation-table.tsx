import {
  computeDeviationLevel,
  DEVIATION_SIDES,
  formatDeviationValue,
  formatIndianNumber,
  formatRupeeAmount,
  type TDeviationField,
  type TDeviationInputs,
  type TDeviationSide,
  type TDeviationSideInput,
} from '@anumati/domain';
import { NumberInput, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/use-language';
import { InlineError } from '../../shared/errors/inline-error';
import { TableScroll } from '../../shared/tables/table-scroll';

/** The measured columns an officer may enter; the others follow from the formulas (spec 3 §5). */
const ENTERED: readonly (keyof TDeviationSideInput)[] = [
  'building_permit_order',
  'setback_as_on_ground',
  'building_lengths',
];
const BUILDING_LENGTHS = 'building_lengths' satisfies keyof TDeviationSideInput;

export type TDeviationTableProps = {
  caption: string;
  values: TDeviationInputs;
  /** Read-only on the detail screens; editable (measured columns and land value) where a level records its own. */
  isReadOnly: boolean;
  onChange?: (values: TDeviationInputs) => void;
  /** The deviation form's messages by field ('required', 'cannot be less than old fee'), while editing. */
  errors?: Partial<Record<TDeviationField, string>>;
};

/**
 * The deviation table (spec 3 §2, §9): rows Front, Rear, Side1, Side2 and a totals row, every derived figure
 * worked out by the domain's formulas from the values given; deviation values with 2 decimals, the square-yard
 * total with 3 (spec 2 §5).
 */
export function DeviationTable({ caption, values, isReadOnly, onChange, errors = {} }: TDeviationTableProps) {
  const { t } = useTranslation('deviation');
  const language = useLanguage();
  const result = computeDeviationLevel(values);
  // Spec 3 §2: the table's rows.
  const sideLabel = (side: TDeviationSide) => t(`table.sides.${side}`);
  const rupees = (value: number) => formatRupeeAmount(value, language, 2);
  const onSideChange = (side: TDeviationSide, field: keyof TDeviationSideInput, value: string | number) =>
    onChange?.({ ...values, [side]: { ...values[side], [field]: typeof value === 'number' ? value : 0 } });

  const entered = (side: TDeviationSide, field: keyof TDeviationSideInput) =>
    isReadOnly ? (
      formatDeviationValue(values[side][field])
    ) : (
      <NumberInput
        size="xs"
        min={0}
        decimalScale={2}
        hideControls
        aria-label={t('table.enteredCell', { side: sideLabel(side), field: t(`table.fields.${field}`) })}
        value={values[side][field]}
        error={errors[`${side}.${field}`]}
        onChange={(value) => onSideChange(side, field, value)}
      />
    );

  return (
    <Stack gap="xs">
      <TableScroll>
        <Table striped withTableBorder withColumnBorders>
          <Table.Caption
            style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600, color: 'var(--mantine-color-text)' }}
          >
            {caption}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('table.columns.side')}</Table.Th>
              <Table.Th>{t('table.columns.buildingPermitOrder')}</Table.Th>
              <Table.Th>{t('table.columns.asOnGround')}</Table.Th>
              <Table.Th>{t('table.columns.setbackDeviation')}</Table.Th>
              <Table.Th>{t('table.columns.setbackDeviatedPercentage')}</Table.Th>
              <Table.Th>{t('table.columns.buildingLengths')}</Table.Th>
              <Table.Th>{t('table.columns.deviatedAreaPerFloor')}</Table.Th>
              <Table.Th>{t('table.columns.floors')}</Table.Th>
              <Table.Th>{t('table.columns.totalDeviatedArea')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {DEVIATION_SIDES.map((side) => {
              const row = result.sides[side];
              return (
                <Table.Tr key={side}>
                  <Table.Th scope="row">{sideLabel(side)}</Table.Th>
                  {ENTERED.slice(0, 2).map((field) => (
                    <Table.Td key={field}>{entered(side, field)}</Table.Td>
                  ))}
                  <Table.Td>{formatDeviationValue(row.setback_deviation)}</Table.Td>
                  <Table.Td>{formatDeviationValue(row.setback_deviated_percentage)}</Table.Td>
                  <Table.Td>{entered(side, BUILDING_LENGTHS)}</Table.Td>
                  <Table.Td>{formatDeviationValue(row.deviated_builtup_area_per_floor)}</Table.Td>
                  <Table.Td>
                    {row.no_of_floors}
                    <InlineError message={errors[`${side}.no_of_floors`]} />
                  </Table.Td>
                  <Table.Td>{formatDeviationValue(row.total_deviated_builtup_area)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">{t('table.total')}</Table.Th>
              <Table.Td />
              <Table.Td />
              <Table.Td />
              <Table.Td>{formatDeviationValue(result.total_deviated_percentage)}</Table.Td>
              <Table.Td />
              <Table.Td />
              <Table.Td />
              <Table.Td>{formatDeviationValue(result.sum_of_total_deviated_builtup_area)}</Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </TableScroll>
      <Table withRowBorders={false} verticalSpacing={2} aria-label={t('table.compoundingFeeTable', { caption })}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">{t('table.totalDeviatedAreaSqYd')}</Table.Th>
            <Table.Td>{formatIndianNumber(result.sum_of_total_deviated_builtup_area_sq_yards, language, 3)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('table.landValue')}</Table.Th>
            <Table.Td>
              {isReadOnly ? (
                rupees(values.land_value_per_registration_dep)
              ) : (
                <NumberInput
                  size="xs"
                  min={0}
                  hideControls
                  aria-label={t('table.landValueInput')}
                  value={values.land_value_per_registration_dep}
                  error={errors.land_value_per_registration_dep}
                  onChange={(value) =>
                    onChange?.({ ...values, land_value_per_registration_dep: typeof value === 'number' ? value : 0 })
                  }
                />
              )}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('table.totalCompoundingFee')}</Table.Th>
            <Table.Td>
              <Text fw={600} size="sm">
                {rupees(result.total_compounding_fee)}
              </Text>
              <InlineError message={errors.total_compounding_fee} />
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
