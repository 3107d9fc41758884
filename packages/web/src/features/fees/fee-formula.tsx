import type { TFeeBreakupLine } from '@anumati/domain';
import { Text } from '@mantine/core';

/** The formula a system fee line came from, with its values: the officer sees why the amount is what it is. */
export function FeeFormula({ line }: { line: Pick<TFeeBreakupLine, 'formula_string' | 'formula_values'> }) {
  const values = Object.entries(line.formula_values)
    .map(([name, value]) => `${name} = ${value}`)
    .join(', ');
  return (
    <Text size="xs" c="gray.7">
      {line.formula_string}
      {values ? ` (${values})` : ''}
    </Text>
  );
}
