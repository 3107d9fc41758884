import {
  answerWithLabels,
  documentIdOfAnswer,
  fieldReading,
  followingQuestions,
  fullFieldReading,
  type TFormAnswers,
  type TFormField,
} from '@anumati/domain';
import { DocumentLink } from '../../shared/uploads/document-link';
import { Anchor, Box, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/use-language';
import { BilingualText } from '../../shared/i18n/bilingual-text';
import { FieldPhotoAnswer } from '../field-photos';

/**
 * A form's questions with their answers, in form order, follow-ups under the answer that asked them
 * (spec 2 §2.8, spec 3 §2 "A view mode lists answers"). A description list: each question a term, its answer
 * the description, follow-ups nested inside it.
 */
export function AnswerList({
  fields,
  answers,
  applicationId,
}: {
  fields: readonly TFormField[];
  answers: TFormAnswers | null;
  /** The file, whose recorded site photos answer its "Take photo" questions (issue 53 §4). */
  applicationId?: string;
}) {
  const language = useLanguage();
  const { t } = useTranslation('review-remarks');
  const hasAnswers = answers !== null && Object.keys(answers).length > 0;
  return (
    <Box component="dl" m={0}>
      {[...fields]
        .sort((a, b) => a.order - b.order)
        .map((field) => {
          const entry = answers?.[field.dbField];
          // A choice reads by its label in the officer's language; what the officer typed stays as typed.
          const shown = entry && { ...entry, parent_answer: answerWithLabels(field, entry.parent_answer, language) };
          const following = followingQuestions(field, entry?.parent_answer);
          const documentId = documentIdOfAnswer(entry?.parent_answer);
          const isRowsOnly = field.fieldType === 'TABLE' && Boolean(field.children?.length);
          return (
            <Box key={field.id} py={4} style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 12 }}>
              <Text component="dt" size="sm" fw={500}>
                <BilingualText english={field.title} telugu={field.titleTe} />
              </Text>
              <Box component="dd" m={0}>
                {documentId ? (
                  <DocumentLink mediaId={documentId} label={t('viewDocument')} />
                ) : (
                  !isRowsOnly && (
                    <AnswerReading
                      short={fieldReading(shown, hasAnswers, language)}
                      full={fullFieldReading(shown, hasAnswers)}
                    />
                  )
                )}
                {field.fieldType === 'PHOTO' && applicationId && (
                  <FieldPhotoAnswer applicationId={applicationId} questionId={field.dbField} />
                )}
                {following.length > 0 && (
                  <Box pl="md" mt={4} style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}>
                    <AnswerList
                      fields={following}
                      answers={entry?.child_answers ?? (hasAnswers ? {} : null)}
                      applicationId={applicationId}
                    />
                  </Box>
                )}
              </Box>
            </Box>
          );
        })}
    </Box>
  );
}

/** An answer as the card reads it (cut, spec 2 §9), with a link that shows the whole answer where it was cut. */
function AnswerReading({ short, full }: { short: string; full: string | null }) {
  const { t } = useTranslation('review-remarks');
  const [isExpanded, setExpanded] = useState(false);
  return (
    <Text size="sm" c="gray.8" style={{ overflowWrap: 'anywhere' }}>
      {isExpanded && full ? full : short}
      {full && (
        <>
          {' '}
          <Anchor component="button" type="button" size="sm" onClick={() => setExpanded(!isExpanded)}>
            {isExpanded ? t('showLess') : t('showFullAnswer')}
          </Anchor>
        </>
      )}
    </Text>
  );
}
