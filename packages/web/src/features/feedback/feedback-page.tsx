import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_NAME_MAX,
  ZFeedbackSchema,
  feedbackCategoryLabel,
  formatIndianNumber,
  type TFeedbackCategory,
} from '@anumati/domain';
import { Alert, Anchor, Button, NativeSelect, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/errors/error-message';
import { schemaErrors } from '../../shared/forms/schema-errors';
import { DEPARTMENT } from '../../shared/identity/department';
import { useLanguage } from '../../shared/i18n/use-language';
import { PublicPageLayout } from '../shell';
import { useSendFeedbackMutation } from './api/feedback.api';

type TValues = { name: string; contact: string; category: TFeedbackCategory | ''; message: string };
const EMPTY: TValues = { name: '', contact: '', category: '', message: '' };
/** The hints under the labels in the console's readable grey (AA contrast on white), not Mantine's dimmed one. */
const HINT_STYLES = { description: { color: 'var(--mantine-color-gray-7)' } };

/**
 * GIGW 3.0 feedback (issue 55): anyone, signed in or not, tells the department what they found. The form checks
 * with the server's own schema first; the server checks again, limits each address, and keeps the item for the
 * administrators (Feedback in their menu).
 */
export function FeedbackPage() {
  const { t } = useTranslation('feedback');
  const language = useLanguage();
  const [values, setValues] = useState<TValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSent, setIsSent] = useState(false);
  const send = useSendFeedbackMutation(() => {
    setIsSent(true);
    setValues(EMPTY);
  });
  const confirmation = useRef<HTMLDivElement>(null);
  // The confirmation takes the focus, so a screen reader says it and the keyboard starts from it.
  useEffect(() => {
    if (isSent) confirmation.current?.focus();
  }, [isSent]);

  const set = (field: keyof TValues, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const feedback = { ...values, category: values.category || undefined, language };
    setErrors(schemaErrors(ZFeedbackSchema, feedback));
    const checked = ZFeedbackSchema.safeParse(feedback);
    // The text as written (the server trims it again); the category as checked.
    if (checked.success) send.mutate({ ...feedback, category: checked.data.category });
  };

  return (
    <PublicPageLayout title={t('title')}>
      <Stack gap="md" maw={640}>
        <Text size="sm">{t('intro')}</Text>
        <Text size="sm">
          {t('byEmailBefore')} <Anchor href={`mailto:${DEPARTMENT.feedbackEmail}`}>{DEPARTMENT.feedbackEmail}</Anchor>
          {t('byEmailAfter')}
        </Text>
        {isSent ? (
          <Alert
            ref={confirmation}
            tabIndex={-1}
            role="status"
            color="green"
            title={t('sentTitle')}
            // The light alert's green title is below AA contrast on its tint (even the darkest green at 16 px).
            styles={{ title: { fontSize: 'var(--mantine-font-size-md)', color: 'var(--mantine-color-gray-9)' } }}
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('sentText')}</Text>
              <Button variant="light" onClick={() => setIsSent(false)}>
                {t('sendAnother')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Paper withBorder p="lg" component="form" onSubmit={onSubmit} aria-label={t('form')} noValidate>
            <Stack gap="sm">
              <TextInput
                label={t('name')}
                description={t('nameHint')}
                styles={HINT_STYLES}
                autoComplete="name"
                maxLength={FEEDBACK_NAME_MAX}
                value={values.name}
                error={errors.name}
                onChange={(event) => set('name', event.currentTarget.value)}
              />
              <TextInput
                label={t('contact')}
                description={t('contactHint')}
                styles={HINT_STYLES}
                autoComplete="email"
                maxLength={FEEDBACK_CONTACT_MAX}
                value={values.contact}
                error={errors.contact}
                onChange={(event) => set('contact', event.currentTarget.value)}
              />
              <NativeSelect
                label={t('category')}
                required
                value={values.category}
                error={errors.category}
                data={[
                  { value: '', label: t('select') },
                  ...FEEDBACK_CATEGORIES.map((category) => ({
                    value: category,
                    label: feedbackCategoryLabel(category, language),
                  })),
                ]}
                onChange={(event) => set('category', event.currentTarget.value)}
              />
              <Textarea
                label={t('message')}
                description={t('messageHint', { max: formatIndianNumber(FEEDBACK_MESSAGE_MAX, language) })}
                styles={HINT_STYLES}
                required
                autosize
                minRows={5}
                maxLength={FEEDBACK_MESSAGE_MAX}
                value={values.message}
                error={errors.message}
                onChange={(event) => set('message', event.currentTarget.value)}
              />
              <Text size="xs" c="gray.7">
                {t('charactersLeft', {
                  left: formatIndianNumber(FEEDBACK_MESSAGE_MAX - values.message.length, language),
                })}
              </Text>
              {send.error && (
                <Alert color="red" role="alert">
                  {errorMessage(send.error)}
                </Alert>
              )}
              <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
                {t('send')}
              </Button>
            </Stack>
          </Paper>
        )}
      </Stack>
    </PublicPageLayout>
  );
}
