import {
  composeFinalRemark,
  isPlainSubmission,
  LINE_DEPARTMENTS,
  needsReasons,
  OTHER_REASON,
  RECOMMENDATION_MESSAGES,
  recommendationProblem,
  type TVerificationType,
  REJECTION_REASONS,
  recommendationLabel,
} from '@anumati/domain';
import { Button, Chip, Group, MultiSelect, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../shared/errors/inline-error';
import { useLanguage } from '../../shared/i18n/use-language';
import { domainMessage } from '../../shared/i18n/i18n';

export type TRecommendationChoice = {
  status: string;
  finalRemark: string;
  nocDepartments: string[];
};

/**
 * Spec 3 §2 and §4: the Remarks & Recommendation panel — the buttons the server offers for this form, the
 * reasons of the screen's verification type (ending with Other), the NOC departments when NOC is required, the
 * remarks; CONFIRM & SUBMIT stays disabled until the gate (notes, forms, fee…) is met.
 */
export function RecommendationPanel(props: {
  options: readonly string[];
  /** The remark the officer kept on the turn before (/create-remarks), to start from. */
  initialRemark: string;
  verificationType: TVerificationType;
  suggestedNocDepartments: readonly string[];
  gateMessage: string | null;
  isSubmitting: boolean;
  submitError: unknown;
  onSubmit: (choice: TRecommendationChoice) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation(['verification', 'common']);
  const language = useLanguage();
  const isPlain = isPlainSubmission(props.options);
  const [status, setStatus] = useState<string | null>(isPlain ? 'SUBMITTED' : null);
  const [reasons, setReasons] = useState<string[]>([]);
  const [otherReason, setOtherReason] = useState('');
  const [remark, setRemark] = useState(props.initialRemark);
  const [nocDepartments, setNocDepartments] = useState<string[]>([...props.suggestedNocDepartments]);
  const [problem, setProblem] = useState<string | null>(null);
  const choices = props.options.filter((option) => option !== 'SUBMITTED');
  const draft = { options: props.options, status, reasons, otherReason, remark, nocDepartments };

  const onConfirm = () => {
    const found = recommendationProblem(draft);
    setProblem(found);
    if (found || !status) return;
    modals.openConfirmModal({
      title: t('recommendation.confirmTitle'),
      children: <Text size="sm">{domainMessage(RECOMMENDATION_MESSAGES.confirm, language)}</Text>,
      labels: { confirm: t('yesSubmit'), cancel: t('common:cancel') },
      onConfirm: () =>
        props.onSubmit({
          status,
          finalRemark: composeFinalRemark({ status, reasons, otherReason, remark }),
          nocDepartments: status === 'LINE_VERIFICATION' ? nocDepartments : [],
        }),
    });
  };

  return (
    <Paper withBorder p="md" component="section" aria-label={t('recommendation.title')}>
      <Stack>
        <Title order={2} size="h4">
          {t('recommendation.title')}
        </Title>
        {choices.length > 0 && (
          <Chip.Group
            value={status ?? ''}
            onChange={(value) => {
              setStatus(value as string);
              setProblem(null);
            }}
          >
            <Group gap="xs" role="radiogroup" aria-label={t('recommendation.choices')}>
              {choices.map((option) => (
                <Chip key={option} value={option} variant="outline">
                  {recommendationLabel(option, language)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        )}
        {needsReasons(status) && (
          <MultiSelect
            label={t('reasons')}
            data={[...REJECTION_REASONS[props.verificationType]]}
            value={reasons}
            onChange={setReasons}
            searchable
          />
        )}
        {needsReasons(status) && reasons.includes(OTHER_REASON) && (
          <TextInput
            label={t('otherReason')}
            value={otherReason}
            onChange={(event) => setOtherReason(event.currentTarget.value)}
          />
        )}
        {status === 'LINE_VERIFICATION' && (
          <MultiSelect
            label={t('recommendation.nocDepartments')}
            data={[...LINE_DEPARTMENTS]}
            value={nocDepartments}
            onChange={setNocDepartments}
          />
        )}
        <Textarea
          label={t('remarks')}
          autosize
          minRows={3}
          value={remark}
          onChange={(event) => setRemark(event.currentTarget.value)}
        />
        <InlineError message={props.gateMessage ?? problem} />
        <InlineError error={props.submitError} />
        <Group justify="space-between">
          <Button variant="default" onClick={props.onBack}>
            {t('recommendation.backToReview')}
          </Button>
          <Button onClick={onConfirm} disabled={props.gateMessage !== null} loading={props.isSubmitting}>
            {t('recommendation.confirmAndSubmit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
