import {
  pagesOf,
  RECOMMENDATION_MESSAGES,
  type TFormAnswers,
  type TFormField,
  unansweredFields,
} from '@anumati/domain';
import { ActionIcon, Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/use-language';
import { saveAnswersOnPhone, useIsOnline } from '../field-inspection';
import { useSaveFormAnswersMutation } from './api/save-form-answers.mutation';
import { QuestionField } from './question-field';
import { InlineError } from '../../shared/errors/inline-error';
import { domainMessage } from '../../shared/i18n/i18n';
import { notifyError, notifySuccess } from '../../shared/notify';

/** The top-level question a missing follow-up belongs to, so the page holding it can be shown. */
function containsField(field: TFormField, id: string): boolean {
  if (field.id === id) return true;
  const nested = [...(field.children ?? []), ...(field.options ?? []).flatMap((option) => option.questions ?? [])];
  return nested.some((child) => containsField(child, id));
}

/**
 * Spec 3 §2: the question pages in a carousel with a dot stepper, Back, Save and Save & Continue, SUBMIT on the
 * last page. SUBMIT checks that every question shown is answered (spec 3 §5): if not, the first incomplete page
 * is shown with '* required' on each gap; if so, the officer goes on to the Remarks & Recommendation panel.
 */
export function QuestionPages(props: {
  formInstanceId: string;
  applicationId: string;
  fields: TFormField[];
  initialAnswers: TFormAnswers;
  perPage: number;
  /** Back from the Remarks & Recommendation panel: the officer returns to the page they left. */
  isStartingOnLastPage?: boolean;
  onComplete: (answers: TFormAnswers) => void;
}) {
  const { t } = useTranslation('verification');
  const language = useLanguage();
  const pages = pagesOf(props.fields, props.perPage);
  const [answers, setAnswers] = useState<TFormAnswers>(props.initialAnswers);
  const [pageIndex, setPageIndex] = useState(props.isStartingOnLastPage ? pages.length - 1 : 0);
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const [isSavedOpen, setSavedOpen] = useState(false);
  const save = useSaveFormAnswersMutation();
  const isLast = pageIndex === pages.length - 1;
  // A gap stops being marked once it is answered; new gaps show at the next SUBMIT.
  const stillMissing =
    missing.size === 0
      ? missing
      : new Set(
          unansweredFields(props.fields, answers)
            .map((field) => field.id)
            .filter((id) => missing.has(id)),
        );

  const isOnline = useIsOnline();
  /** `onKept`: what follows when the answers were kept on the phone instead (the next page, the panel). */
  const saveAnswers = (onSaved: () => void, onKept: () => void = onSaved) => {
    const variables = { formInstanceId: props.formInstanceId, data: JSON.stringify(answers) };
    if (isOnline) {
      save.mutate(variables, { onSuccess: onSaved });
      return;
    }
    // Issue 53 §3: no network on site: the answers stay on the phone and go, in order, when it returns.
    saveAnswersOnPhone({ applicationId: props.applicationId, ...variables })
      .then(() => {
        notifySuccess(t('questions.keptOnPhone'));
        onKept();
      })
      .catch(() => notifyError(t('questions.notKept')));
  };
  const onSubmit = () => {
    const gaps = unansweredFields(props.fields, answers);
    if (gaps.length === 0) {
      setMissing(new Set());
      // Saved as a draft first, so that nothing answered on the last page is lost by a reload or Back to Review.
      saveAnswers(() => props.onComplete(answers));
      return;
    }
    setMissing(new Set(gaps.map((field) => field.id)));
    const firstGap = gaps[0]?.id ?? '';
    setPageIndex(
      Math.max(
        0,
        pages.findIndex((page) => page.some((field) => containsField(field, firstGap))),
      ),
    );
  };

  return (
    <Stack>
      {stillMissing.size > 0 && (
        <Alert color="red" role="alert">
          {domainMessage(RECOMMENDATION_MESSAGES.formsIncomplete, language)}
        </Alert>
      )}
      <Stack gap="md" aria-label={t('questions.group', { page: pageIndex + 1, count: pages.length })} role="group">
        {(pages[pageIndex] ?? []).map((field) => (
          <QuestionField
            key={field.id}
            field={field}
            entry={answers[field.dbField]}
            onChange={(entry) => setAnswers((current) => ({ ...current, [field.dbField]: entry }))}
            isMissing={stillMissing.has(field.id)}
            missing={stillMissing}
            applicationId={props.applicationId}
          />
        ))}
      </Stack>
      <Group justify="center" gap={6} aria-label={t('questions.pages')}>
        {pages.map((page, index) => (
          <ActionIcon
            key={page[0]?.id ?? index}
            size="xs"
            radius="xl"
            variant={index === pageIndex ? 'filled' : 'outline'}
            aria-label={t('questions.page', { page: index + 1 })}
            aria-current={index === pageIndex ? 'step' : undefined}
            onClick={() => setPageIndex(index)}
          />
        ))}
      </Group>
      <InlineError error={save.error} />
      <Group justify="space-between">
        <Button variant="default" disabled={pageIndex === 0} onClick={() => setPageIndex(pageIndex - 1)}>
          {t('questions.back')}
        </Button>
        <Group>
          <Button
            variant="light"
            loading={save.isPending}
            onClick={() =>
              saveAnswers(
                () => setSavedOpen(true),
                () => undefined,
              )
            }
          >
            {t('questions.save')}
          </Button>
          {isLast ? (
            <Button loading={save.isPending} onClick={onSubmit}>
              {t('questions.submit')}
            </Button>
          ) : (
            <Button loading={save.isPending} onClick={() => saveAnswers(() => setPageIndex(pageIndex + 1))}>
              {t('questions.saveAndContinue')}
            </Button>
          )}
        </Group>
      </Group>
      <Modal opened={isSavedOpen} onClose={() => setSavedOpen(false)} title={t('questions.saved')} centered>
        <Stack>
          <Text>{domainMessage(RECOMMENDATION_MESSAGES.saved, language)}</Text>
          {/* Spec 3 §4: OK reloads the page. */}
          <Button onClick={() => window.location.reload()}>{t('questions.ok')}</Button>
        </Stack>
      </Modal>
    </Stack>
  );
}
