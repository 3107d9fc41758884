import { amountOfInput, feeHeadLabel, pickableOtherFeeHeads, sanitizeAmountInput } from '@anumati/domain';
import { InlineError } from '../../shared/errors/inline-error';
import { ActionIcon, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/use-language';

/** The remove button's mark; the button is named by its aria-label. */
const REMOVE_MARK = '✕';

export type TOtherHeadDraft = { key: number; name: string; amount: string; remarks: string };

/**
 * Spec 3 §2 Other Fee Heads: heads the system fee does not carry, each picked once, with a non-zero amount and
 * a remark. Negative or non-numeric amounts become 0 when the field is left (spec 3 §5).
 */
export function OtherFeeHeads(props: {
  rows: TOtherHeadDraft[];
  tableHeads: string[];
  errors: (string | null)[];
  isShowingErrors: boolean;
  onChange: (rows: TOtherHeadDraft[]) => void;
}) {
  const { t } = useTranslation('fees');
  const language = useLanguage();
  const { rows, tableHeads, errors } = props;
  const update = (key: number, change: Partial<TOtherHeadDraft>) =>
    props.onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const onAdd = () =>
    props.onChange([
      ...rows,
      { key: Math.max(0, ...rows.map((row) => row.key)) + 1, name: '', amount: '', remarks: '' },
    ]);

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('otherHeads.title')}
      </Title>
      {rows.length === 0 && (
        <Text size="sm" c="gray.7">
          {t('otherHeads.none')}
        </Text>
      )}
      {rows.map((row, index) => {
        const pickedElsewhere = rows.filter((other) => other.key !== row.key).map((other) => other.name);
        // A head is stored by its English name; the officer picks it by its name in their language.
        const options = pickableOtherFeeHeads(tableHeads, pickedElsewhere).map((head) => ({
          value: head,
          label: feeHeadLabel(head, language),
        }));
        const error = props.isShowingErrors ? errors[index] : null;
        return (
          <Stack key={row.key} gap={4}>
            <Group align="flex-end" wrap="nowrap">
              <NativeSelect
                label={t('otherHeads.head', { number: index + 1 })}
                value={row.name}
                data={[{ value: '', label: t('otherHeads.selectHead') }, ...options]}
                onChange={(event) => update(row.key, { name: event.currentTarget.value })}
                w={260}
              />
              <TextInput
                label={t('otherHeads.amount', { number: index + 1 })}
                inputMode="decimal"
                value={row.amount}
                onChange={(event) => update(row.key, { amount: sanitizeAmountInput(event.currentTarget.value) })}
                onBlur={() => update(row.key, { amount: String(amountOfInput(row.amount)) })}
                w={160}
              />
              <TextInput
                label={t('otherHeads.remarks', { number: index + 1 })}
                value={row.remarks}
                maxLength={500}
                onChange={(event) => update(row.key, { remarks: event.currentTarget.value })}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('otherHeads.remove', { number: index + 1 })}
                onClick={() => props.onChange(rows.filter((other) => other.key !== row.key))}
              >
                {REMOVE_MARK}
              </ActionIcon>
            </Group>
            <InlineError message={error} />
          </Stack>
        );
      })}
      <Group>
        <Button variant="light" onClick={onAdd}>
          {t('otherHeads.add')}
        </Button>
      </Group>
    </Stack>
  );
}
