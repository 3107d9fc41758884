import { answerInLanguage, platformQuestionTe, type TQuestionAnswer } from '@anumati/domain';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BilingualText } from '../../shared/i18n/bilingual-text';
import { useLanguage } from '../../shared/i18n/use-language';

/**
 * Questions and the citizen's answers (the Application Checklist, the plot's questions). The platform sends its
 * questions in English: each is shown as sent, marked English, with its Telugu rendering first on a Telugu screen
 * (issue 55); the citizen's answers are shown as written.
 */
export function QuestionAnswerList({
  answers,
  label,
  emptyText,
}: {
  answers: readonly TQuestionAnswer[];
  label: string;
  emptyText: string;
}) {
  const { t } = useTranslation('application-details');
  const language = useLanguage();
  if (answers.length === 0) return <Text size="sm">{emptyText}</Text>;
  return (
    <Table striped aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('questionAnswer.question')}</Table.Th>
          <Table.Th>{t('questionAnswer.answer')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {answers.map((answer) => (
          <Table.Tr key={answer.question}>
            <Table.Td>
              <BilingualText english={answer.question} telugu={platformQuestionTe(answer.question)} />
            </Table.Td>
            <Table.Td>{answerInLanguage(answer.answer, language)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
