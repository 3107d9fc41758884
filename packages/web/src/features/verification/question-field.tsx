import {
  changeAnswer,
  fieldHelpIn,
  fieldTitleIn,
  followingQuestions,
  optionLabelIn,
  type TAnswerEntry,
  type TFormField,
  YES_NO,
} from '@anumati/domain';
import {
  Box,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Radio,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EnglishOriginal } from '../../shared/i18n/bilingual-text';
import { EnglishText } from '../../shared/i18n/english-text';
import { useLanguage } from '../../shared/i18n/use-language';
import { PhotoAnswer } from '../field-inspection';
import { FileAnswer } from './file-answer';

type TFieldProps = {
  field: TFormField;
  entry: TAnswerEntry | undefined;
  onChange: (entry: TAnswerEntry) => void;
  /** Shown under the field when a final submit found it empty (spec 3 §5 '* required'). */
  isMissing: boolean;
  missing: ReadonlySet<string>;
  applicationId: string;
};

type TTableRow = { item: string; verified: string };

const asText = (value: unknown) => (typeof value === 'string' ? value : '');
const asList = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

/** A table without fixed rows: the officer lists what was checked, line by line. */
function RowsTable({
  field,
  rows,
  onRows,
}: {
  field: TFormField;
  rows: TTableRow[];
  onRows: (rows: TTableRow[]) => void;
}) {
  const { t } = useTranslation('verification');
  const language = useLanguage();
  const update = (index: number, change: Partial<TTableRow>) =>
    onRows(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  return (
    <Stack gap={4}>
      <Table withTableBorder aria-label={fieldTitleIn(field, language)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('questions.item')}</Table.Th>
            <Table.Th>{t('questions.verified')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            // Rows have no identity of their own but their place.
            <Table.Tr key={index}>
              <Table.Td>
                <TextInput
                  aria-label={t('questions.itemOfRow', { row: index + 1 })}
                  value={row.item}
                  onChange={(event) => update(index, { item: event.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <Select
                  aria-label={t('questions.verifiedOfRow', { row: index + 1 })}
                  data={YES_NO.map((answer) => ({
                    value: answer,
                    label: t(answer === 'Yes' ? 'questions.yes' : 'questions.no'),
                  }))}
                  value={row.verified || null}
                  onChange={(value) => update(index, { verified: value ?? '' })}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group>
        <Button size="xs" variant="light" onClick={() => onRows([...rows, { item: '', verified: '' }])}>
          {t('questions.addRow')}
        </Button>
        {rows.length > 0 && (
          <Button size="xs" variant="subtle" color="red" onClick={() => onRows(rows.slice(0, -1))}>
            {t('questions.removeLastRow')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** The input for one question, by its field type (spec 3 §3). */
function FieldInput({ field, entry, onChange, isMissing, applicationId }: Omit<TFieldProps, 'missing'>): ReactNode {
  const { t } = useTranslation('verification');
  const language = useLanguage();
  // An answer stores the choice's value (English, as the forms send it); the officer reads its label.
  const choices = (field.options ?? []).map((option) => ({
    value: option.value,
    label: optionLabelIn(option, language),
  }));
  const value = entry?.parent_answer;
  const set = (next: unknown) => onChange(changeAnswer(field, entry, next));
  // Spec 3 §5 '* required'.
  const error = isMissing ? t('questions.required') : undefined;
  // Issue 55: the question in Telugu on a Telugu screen, its English original under it (marked English).
  const isInTelugu = language === 'te' && Boolean(field.titleTe);
  const title = isInTelugu ? field.titleTe : <EnglishText>{field.title}</EnglishText>;
  const help = fieldHelpIn(field, language);
  const description =
    help || isInTelugu ? (
      <>
        {help}
        {isInTelugu && <EnglishOriginal english={field.title} />}
      </>
    ) : undefined;
  switch (field.fieldType) {
    case 'boolean':
      return (
        <Radio.Group
          label={title}
          description={description}
          value={asText(value) || null}
          onChange={set}
          error={error}
          withAsterisk
        >
          <Group mt={4}>
            {choices.length
              ? choices.map((option) => <Radio key={option.value} value={option.value} label={option.label} />)
              : // The form gives no options: the answer stays Yes or No, only its label is translated.
                YES_NO.map((option) => (
                  <Radio key={option} value={option} label={t(option === 'Yes' ? 'questions.yes' : 'questions.no')} />
                ))}
          </Group>
        </Radio.Group>
      );
    case 'DROP_DOWN':
      return (
        <Select
          label={title}
          description={description}
          data={choices}
          value={asText(value) || null}
          onChange={set}
          error={error}
          withAsterisk
          searchable
        />
      );
    case 'DROP_DOWN_MULTI_SELECT':
      return (
        <MultiSelect
          label={title}
          description={description}
          data={choices}
          value={asList(value)}
          onChange={set}
          error={error}
          withAsterisk
        />
      );
    case 'MULTI_SELECT':
    case 'CHECKBOX':
      return choices.length ? (
        <Checkbox.Group
          label={title}
          description={description}
          value={asList(value)}
          onChange={set}
          error={error}
          withAsterisk
        >
          <Group mt={4}>
            {choices.map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} />
            ))}
          </Group>
        </Checkbox.Group>
      ) : (
        <Checkbox
          label={title}
          description={description}
          checked={value === true || value === 'Yes'}
          onChange={(event) => set(event.currentTarget.checked ? 'Yes' : 'No')}
          error={error}
        />
      );
    case 'TEXT_LONG':
      return (
        <Textarea
          label={title}
          description={description}
          value={asText(value)}
          onChange={(event) => set(event.currentTarget.value)}
          error={error}
          withAsterisk
          autosize
          minRows={2}
        />
      );
    case 'FILE':
      return (
        <FileAnswer
          label={fieldTitleIn(field, language)}
          original={isInTelugu ? field.title : undefined}
          help={help}
          value={asText(value)}
          onChange={set}
          error={error}
          applicationId={applicationId}
        />
      );
    case 'PHOTO':
      return (
        <PhotoAnswer
          applicationId={applicationId}
          questionId={field.dbField}
          label={title}
          description={description}
          value={asText(value)}
          onChange={set}
          error={error}
        />
      );
    case 'TABLE':
      return field.children?.length ? (
        <Text fw={500} size="sm">
          {title}
          {description && (
            <Text component="span" display="block" size="xs" fw={400} c="gray.7">
              {description}
            </Text>
          )}
        </Text>
      ) : (
        <Box>
          <Text fw={500} size="sm">
            {title}
            {description && (
              <Text component="span" display="block" size="xs" fw={400} c="gray.7">
                {description}
              </Text>
            )}
          </Text>
          <RowsTable field={field} rows={Array.isArray(value) ? (value as TTableRow[]) : []} onRows={set} />
          {error && (
            <Text size="xs" c="red.9">
              {error}
            </Text>
          )}
        </Box>
      );
    case 'TEXT_SHORT':
      return (
        <TextInput
          label={title}
          description={description}
          value={asText(value)}
          onChange={(event) => set(event.currentTarget.value)}
          error={error}
          withAsterisk
        />
      );
  }
}

/**
 * A question with its follow-ups: children always, an option's questions once that option is chosen (spec 3 §4);
 * the follow-ups nest as deep as the form goes (5 levels).
 */
export function QuestionField(props: TFieldProps) {
  const { field, entry, onChange, missing, applicationId } = props;
  const following = followingQuestions(field, entry?.parent_answer);
  return (
    <Stack gap="xs">
      <FieldInput {...props} />
      {following.length > 0 && (
        <Stack gap="xs" pl="md" style={{ borderLeft: '2px solid var(--mantine-color-blue-2)' }}>
          {following.map((question) => (
            <QuestionField
              key={question.id}
              field={question}
              entry={entry?.child_answers?.[question.dbField]}
              onChange={(child) =>
                onChange({
                  ...entry,
                  child_answers: { ...entry?.child_answers, [question.dbField]: child },
                })
              }
              isMissing={missing.has(question.id)}
              missing={missing}
              applicationId={applicationId}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
