import {
  APPROVAL_TYPES,
  BUILDING_PURPOSES,
  FEE_APPLICATION_TYPES,
  FEE_AUTHORITIES,
  FEE_CALCULATOR_MAX_HEIGHT_M,
  FEE_INPUT_MESSAGES,
  GHMC_ZONE_AREAS,
  ULB_GRADE_CODES,
  YES_NO,
  ZFeeCalculatorQuerySchema,
  feeChoiceLabel,
  feeFormulaIn,
  feeFormulaValuesIn,
  feeHeadLabel,
  feeInputLabel,
  formatRupees,
  type TFeeInputs,
  type TFormulaValues,
  type TLanguage,
} from '@anumati/domain';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import '../../shared/styles/console-styles';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../shared/errors/error-message';
import { schemaErrors } from '../../shared/forms/schema-errors';
import { LanguageSwitch } from '../../shared/i18n/language-switch';
import { useLanguage } from '../../shared/i18n/use-language';
import { useTotalFeeBreakupQuery } from './api/total-fee-breakup.query';
import { domainMessage } from '../../shared/i18n/i18n';

type TField = keyof TFeeInputs;
type TValues = Record<TField, string>;

const EMPTY: TValues = {
  application_type: '',
  building_purpose: '',
  authority: '',
  ulb_grade: '',
  plot_area: '',
  height: '',
  net_plot_area: '',
  total_built_up_area: '',
  floor_built_up_area: '',
  approval_type: '',
  vlt_paid: '',
  market_value: '',
  ghmc_zone_area: '',
  sub_div_of_plot: '',
};

const option = (value: string, label = value) => ({ value, label });
/** Each choice field's options, read in the officer's language (the value sent stays the schedule's code). */
const choicesIn = (language: TLanguage): Partial<Record<TField, { value: string; label: string }[]>> => {
  const named = (value: string) => option(value, feeChoiceLabel(value, language));
  return {
    application_type: FEE_APPLICATION_TYPES.map((type) => option(type, `${type} - ${feeChoiceLabel(type, language)}`)),
    building_purpose: BUILDING_PURPOSES.map(named),
    authority: FEE_AUTHORITIES.map((authority) => option(authority)),
    ulb_grade: ULB_GRADE_CODES.map((code) => option(String(code), `${code} - ${feeChoiceLabel(code, language)}`)),
    approval_type: APPROVAL_TYPES.map(named),
    vlt_paid: YES_NO.map(named),
    sub_div_of_plot: YES_NO.map(named),
    ghmc_zone_area: GHMC_ZONE_AREAS.map(named),
  };
};

/** A formula's figures in brackets, in the reader's words; nothing when the formula has none. */
function formulaValues(values: TFormulaValues, language: TLanguage): string {
  const words = feeFormulaValuesIn(values, language);
  return words ? ` (${words})` : '';
}

/**
 * The public fee calculator at /fee-calculator (spec 3 §9), open to everyone: the same schedule and rates as
 * an officer's system fee, so both agree for the same inputs. The browser's own form check runs first.
 */
export function FeeCalculatorPage() {
  const { t } = useTranslation('fee-calculator');
  const language = useLanguage();
  const [values, setValues] = useState<TValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [query, setQuery] = useState<Record<string, string> | null>(null);
  const result = useTotalFeeBreakupQuery(query);
  const isGhmc = values.authority === 'GHMC';
  const isTooHigh = Number(values.height) > FEE_CALCULATOR_MAX_HEIGHT_M;

  const set = (field: TField, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Spec 3 §5: native form validity is checked before calling.
    if (!event.currentTarget.reportValidity()) return;
    const sent = Object.fromEntries(
      Object.entries(values).filter(([field, value]) => value !== '' && (field !== 'ghmc_zone_area' || isGhmc)),
    );
    const found = schemaErrors(ZFeeCalculatorQuerySchema, sent);
    setErrors(found);
    if (Object.keys(found).length === 0) setQuery(sent);
  };

  return (
    <Container size="md" py="xl" component="main">
      <Stack>
        {/* GIGW 3.0: the public page offers the other language too. */}
        <Group justify="space-between" align="center">
          <Title order={1}>{t('title')}</Title>
          <LanguageSwitch />
        </Group>
        <Text c="gray.7">
          {t('intro')}{' '}
          <Anchor component={Link} to="/" underline="always">
            {t('signIn')}
          </Anchor>
        </Text>
        <Paper withBorder p="lg" component="form" onSubmit={onSubmit} aria-label={t('form')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {(Object.keys(EMPTY) as TField[]).map((field) => {
              if (field === 'ghmc_zone_area' && !isGhmc) return null;
              const choices = choicesIn(language)[field];
              if (choices) {
                return (
                  <NativeSelect
                    key={field}
                    label={feeInputLabel(field, language)}
                    required
                    value={values[field]}
                    error={errors[field]}
                    data={[option('', t('select')), ...choices]}
                    onChange={(event) => set(field, event.currentTarget.value)}
                  />
                );
              }
              const isHeight = field === 'height';
              return (
                <TextInput
                  key={field}
                  label={feeInputLabel(field, language)}
                  type="number"
                  min={0}
                  max={isHeight ? FEE_CALCULATOR_MAX_HEIGHT_M : undefined}
                  // Areas, heights and values are kept to 2 decimals.
                  step={0.01}
                  required
                  value={values[field]}
                  error={isHeight && isTooHigh ? domainMessage(FEE_INPUT_MESSAGES.height) : errors[field]}
                  onChange={(event) => {
                    const input = event.currentTarget;
                    // The browser's own check says the spec's words for the height.
                    if (isHeight)
                      input.setCustomValidity(
                        Number(input.value) > FEE_CALCULATOR_MAX_HEIGHT_M
                          ? domainMessage(FEE_INPUT_MESSAGES.height)
                          : '',
                      );
                    set(field, input.value);
                  }}
                />
              );
            })}
          </SimpleGrid>
          <Button type="submit" mt="lg" loading={result.isFetching}>
            {t('calculate')}
          </Button>
        </Paper>
        {result.error && (
          <Alert color="red" role="alert">
            {errorMessage(result.error)}
          </Alert>
        )}
        {result.data && (
          <Table withTableBorder striped aria-label={t('breakup')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('feeHead')}</Table.Th>
                <Table.Th ta="right">{t('amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.data.fee_breakup.map((head) => (
                <Table.Tr key={head.cost_head_name}>
                  {/* The same Telugu heads and formulas in words as the officer's fee screen (issue 55). */}
                  <Table.Td>
                    <Text size="sm">{feeHeadLabel(head.cost_head_name, language)}</Text>
                    {head.formula_string && (
                      <Text size="xs" c="gray.7">
                        {feeFormulaIn(head.formula_string, language)}
                        {formulaValues(head.formula_values, language)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{formatRupees(head.amount, language)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Th scope="row">{t('totalFee')}</Table.Th>
                <Table.Td ta="right" fw={700}>
                  {formatRupees(result.data.total_fee, language)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Container>
  );
}
