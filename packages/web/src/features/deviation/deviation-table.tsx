import {
  computeDeviationLevel,
  DEVIATION_SIDES,
  formatDeviationValue,
  type TDeviationField,
  type TDeviationInputs,
  type TDeviationSide,
  type TDeviationSideInput,
} from '@anumati/domain';
import { NumberInput, Stack, Table, Text } from '@mantine/core';
import { InlineError } from '../../shared/errors/inline-error';

/** Spec 3 §2: the table's rows. */
const SIDE_LABELS: Record<TDeviationSide, string> = {
  front: 'Front',
  rear: 'Rear',
  side_one: 'Side1',
  side_two: 'Side2',
};

/** The measured columns an officer may enter; the others follow from the formulas (spec 3 §5). */
const ENTERED: readonly (keyof TDeviationSideInput)[] = [
  'building_permit_order',
  'setback_as_on_ground',
  'building_lengths',
];

const rupees = (value: number) =>
  `₹ ${value.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

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
  const result = computeDeviationLevel(values);
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
        aria-label={`${SIDE_LABELS[side]} ${field.replaceAll('_', ' ')}`}
        value={values[side][field]}
        error={errors[`${side}.${field}`]}
        onChange={(value) => onSideChange(side, field, value)}
      />
    );

  return (
    <Stack gap="xs">
      <Table striped withTableBorder withColumnBorders>
        <Table.Caption
          style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600, color: 'var(--mantine-color-text)' }}
        >
          {caption}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Side</Table.Th>
            <Table.Th>Building Permit Order (m)</Table.Th>
            <Table.Th>As On Ground (m)</Table.Th>
            <Table.Th>Deviation In SetBack (m)</Table.Th>
            <Table.Th>% Of Setback Deviated</Table.Th>
            <Table.Th>Building Lengths (m)</Table.Th>
            <Table.Th>Deviated BA Per Floor (Sq.m)</Table.Th>
            <Table.Th>No Of Floors</Table.Th>
            <Table.Th>Total Deviated Builtup Area (Sq.m)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {DEVIATION_SIDES.map((side) => {
            const row = result.sides[side];
            return (
              <Table.Tr key={side}>
                <Table.Th scope="row">{SIDE_LABELS[side]}</Table.Th>
                {ENTERED.slice(0, 2).map((field) => (
                  <Table.Td key={field}>{entered(side, field)}</Table.Td>
                ))}
                <Table.Td>{formatDeviationValue(row.setback_deviation)}</Table.Td>
                <Table.Td>{formatDeviationValue(row.setback_deviated_percentage)}</Table.Td>
                <Table.Td>{entered(side, 'building_lengths')}</Table.Td>
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
            <Table.Th scope="row">Total</Table.Th>
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
      <Table withRowBorders={false} verticalSpacing={2} aria-label={`${caption}: compounding fee`}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">Total Deviated Builtup Area (Sq.yd)</Table.Th>
            <Table.Td>{result.sum_of_total_deviated_builtup_area_sq_yards.toFixed(3)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Land Value per Sq.yd (Registration Dept.)</Table.Th>
            <Table.Td>
              {isReadOnly ? (
                rupees(values.land_value_per_registration_dep)
              ) : (
                <NumberInput
                  size="xs"
                  min={0}
                  hideControls
                  aria-label="Land value per square yard"
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
            <Table.Th scope="row">Total Compounding Fee</Table.Th>
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
