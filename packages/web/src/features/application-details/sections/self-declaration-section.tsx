import { DETAIL_MESSAGES, platformQuestionTe } from '@anumati/domain';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BilingualText } from '../../../shared/i18n/bilingual-text';
import { domainMessage } from '../../../shared/i18n/i18n';

/**
 * Self Declaration: the statements the applicant certified; none reads "Single Window Not found" (spec 2 §2.5).
 * The platform sends them in English: shown as sent, marked English, after their Telugu rendering on a Telugu
 * screen (issue 55).
 */
export function SelfDeclarationSection({ statements }: { statements: readonly string[] }) {
  const { t } = useTranslation('application-details');
  if (statements.length === 0) return <Text size="sm">{domainMessage(DETAIL_MESSAGES.singleWindowNotFound)}</Text>;
  return (
    <List type="ordered" spacing={4} size="sm" aria-label={t('selfDeclaration.label')}>
      {statements.map((statement) => (
        <List.Item key={statement}>
          <BilingualText english={statement} telugu={platformQuestionTe(statement)} />
        </List.Item>
      ))}
    </List>
  );
}
