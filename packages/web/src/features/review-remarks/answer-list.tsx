import { fieldReading, followingQuestions, type TFormAnswers, type TFormField } from '@anumati/domain';
import { Box, Group, Text } from '@mantine/core';

/**
 * A form's questions with their answers, in form order, follow-ups under the answer that asked them
 * (spec 2 §2.8, spec 3 §2 "A view mode lists answers").
 */
export function AnswerList({ fields, answers }: { fields: readonly TFormField[]; answers: TFormAnswers | null }) {
  const hasAnswers = answers !== null && Object.keys(answers).length > 0;
  return (
    <Box component="dl" m={0}>
      {[...fields]
        .sort((a, b) => a.order - b.order)
        .map((field) => {
          const entry = answers?.[field.dbField];
          const following = followingQuestions(field, entry?.parent_answer);
          return (
            <Box key={field.id} py={4}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Text component="dt" size="sm" fw={500} style={{ flex: 1 }}>
                  {field.title}
                </Text>
                <Text component="dd" size="sm" m={0} c="gray.8" style={{ flex: 1 }}>
                  {field.fieldType === 'TABLE' && field.children?.length ? '' : fieldReading(entry, hasAnswers)}
                </Text>
              </Group>
              {following.length > 0 && (
                <Box pl="md" style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}>
                  <AnswerList fields={following} answers={entry?.child_answers ?? (hasAnswers ? {} : null)} />
                </Box>
              )}
            </Box>
          );
        })}
    </Box>
  );
}
