import { feeFormulaIn, feeFormulaValuesIn, type TFeeBreakupLine } from '@anumati/domain';
import { Text } from '@mantine/core';
import { useLanguage } from '../../shared/i18n/use-language';

/**
 * The formula a system fee line came from, with its values: the officer sees why the amount is what it is, in
 * words of their language ("Built-up area × rate per sq m"), not the schedule's code names (issue 55).
 */
export function FeeFormula({ line }: { line: Pick<TFeeBreakupLine, 'formula_string' | 'formula_values'> }) {
  const language = useLanguage();
  if (!line.formula_string) return null;
  const values = feeFormulaValuesIn(line.formula_values, language);
  return (
    <Text size="xs" c="gray.7">
      {feeFormulaIn(line.formula_string, language)}
      {values ? ` (${values})` : ''}
    </Text>
  );
}
