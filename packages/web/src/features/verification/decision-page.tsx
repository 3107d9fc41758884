import {
  composeFinalRemark,
  DECISION_MESSAGES,
  DECISION_STATUS_OF,
  decisionButtons,
  isDecisionBlocked,
  isGhmcOfficer,
  isOwnOpenTurn,
  isRefundEligible,
  needsReasons,
  noOutcomeReason,
  NOTE_MESSAGES,
  OTHER_REASON,
  RECOMMENDATION_MESSAGES,
  REJECTION_REASONS,
  showsDeviationTab,
  verificationTypeOf,
  WORKFLOW_MESSAGES,
  formTitleIn,
} from '@anumati/domain';
import {
  Accordion,
  Alert,
  Button,
  Checkbox,
  Chip,
  Group,
  MultiSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../shared/notify';
import { DeviationTab } from '../deviation';
import { AnswerList, ReviewRemarksList } from '../review-remarks';
import { useRecommendationsQuery } from '../../shared/application/recommendations.query';
import { useSubmitFormAnswersMutation } from './api/submit-form-answers.mutation';
import { useUpdateApplicationStatusMutation } from './api/update-application-status.mutation';
import type { TVerificationFile } from '../../shared/verification-file/use-verification-file';
import { VerificationFileGate } from '../../shared/verification-file/verification-file-gate';
import { VerificationFrame } from './verification-frame';
import { InlineError } from '../../shared/errors/inline-error';
import { domainMessage } from '../../shared/i18n/i18n';
import { useLanguage } from '../../shared/i18n/use-language';

type TChoice = keyof typeof DECISION_STATUS_OF | 'feeIntimation';

/** The status each button sends: the decision statuses, and the fee intimation's. */
const statusOfChoice = (choice: TChoice) =>
  choice === 'feeIntimation' ? 'FEE_INTIMATION' : DECISION_STATUS_OF[choice];

/** The buttons in the order they show; each one's name is its key in the catalogue's decision section. */
const CHOICES: readonly TChoice[] = ['approve', 'showCause', 'revoke', 'feeIntimation'];

function DecisionScreen({ file }: { file: TVerificationFile }) {
  const { t } = useTranslation(['verification', 'common']);
  const language = useLanguage();
  const navigate = useNavigate();
  const { me, application } = file;
  const decisionForm = file.forms.find((form) => form.stageKey === 'DECISION' && isOwnOpenTurn(form, me.id));
  const recommendations = useRecommendationsQuery(application.id, decisionForm ? [decisionForm.id] : []);
  const options = decisionForm ? (recommendations.data?.get(decisionForm.id)?.options ?? []) : [];
  const buttons = decisionButtons({ status: application.status, kind: file.kind, options });
  const [choice, setChoice] = useState<TChoice | null>(null);
  const [reasons, setReasons] = useState<string[]>([]);
  const [otherReason, setOtherReason] = useState('');
  const [remark, setRemark] = useState('');
  const [isRefunded, setRefunded] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const decide = useUpdateApplicationStatusMutation();
  const intimate = useSubmitFormAnswersMutation();

  const siteAnswers = file.forms.find((form) => form.stageKey === 'SITE' && form.officerLevel === 'L1')?.answer?.data;
  const canRefund = choice === 'revoke' && isRefundEligible(file.kind, siteAnswers);
  const isReasoned = choice !== null && needsReasons(statusOfChoice(choice));
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const isBlocked = isDecisionBlocked(application.status);
  // The missing note is said once the officer tries to submit (issue 55 §6: it stood in red before anything was
  // done), and goes as soon as a note is added; a file still being verified is said at once (nothing to try).
  const gate = isBlocked
    ? WORKFLOW_MESSAGES.verificationUnderProgress
    : hasTriedSubmit && !file.hasActiveNote
      ? NOTE_MESSAGES.required
      : null;

  const available = CHOICES.filter(
    (key) =>
      (key === 'approve' && buttons.canApprove) ||
      (key === 'showCause' && buttons.canShowCause) ||
      (key === 'revoke' && buttons.canRevoke) ||
      (key === 'feeIntimation' && buttons.canRaiseFeeIntimation),
  );

  const onDone = () => {
    notifySuccess(t('decision.updated'));
    void navigate('/post-verification');
  };
  const onSubmit = () => {
    setHasTriedSubmit(true);
    if (!file.hasActiveNote) return;
    const found = !choice
      ? DECISION_MESSAGES.approveOrRevoke
      : isReasoned && reasons.length === 0
        ? RECOMMENDATION_MESSAGES.reasons
        : isReasoned && reasons.includes(OTHER_REASON) && !otherReason.trim()
          ? RECOMMENDATION_MESSAGES.otherReason
          : !isReasoned && !remark.trim()
            ? DECISION_MESSAGES.remarkRequired
            : null;
    setProblem(found);
    if (found || !choice || !decisionForm) return;
    const finalRemark = composeFinalRemark({ status: statusOfChoice(choice), reasons, otherReason, remark });
    modals.openConfirmModal({
      title: t('decision.confirmTitle'),
      children: <Text size="sm">{domainMessage(RECOMMENDATION_MESSAGES.confirm, language)}</Text>,
      labels: { confirm: t('yesSubmit'), cancel: t('common:cancel') },
      onConfirm: () =>
        choice === 'feeIntimation'
          ? intimate.mutate(
              { formInstanceId: decisionForm.id, status: statusOfChoice(choice), officerId: me.id, finalRemark },
              { onSuccess: onDone },
            )
          : decide.mutate(
              {
                applicationId: application.id,
                status: DECISION_STATUS_OF[choice],
                finalRemark,
                ...(choice === 'revoke' ? { eligibilityForRefund: canRefund && isRefunded } : {}),
              },
              { onSuccess: onDone },
            ),
    });
  };

  const answeredForms = file.forms.filter((form) => form.fields.length > 0 && form.answer !== null);
  const submitError = decide.error ?? intimate.error;
  return (
    <VerificationFrame file={file} notesLabel={t('decision.notesLabel')}>
      {!decisionForm ? (
        <Alert color="yellow" role="status">
          {domainMessage(RECOMMENDATION_MESSAGES.noForm, language)}
        </Alert>
      ) : (
        <Paper withBorder p="md" component="section" aria-label={t('decision.section')}>
          <Stack>
            <Title order={2} size="h4">
              {t('decision.title')}
            </Title>
            {recommendations.isSuccess && available.length === 0 && (
              <Alert color="yellow" role="status">
                {noOutcomeReason(application.status)}
              </Alert>
            )}
            {application.status === 'FEE_ADJUSTMENTS_SUBMITTED' && (
              <Alert color="orange" role="note">
                {domainMessage(WORKFLOW_MESSAGES.raisedFeeNotPaid, language)}
              </Alert>
            )}
            <Chip.Group value={choice ?? ''} onChange={(value) => setChoice(value as TChoice)}>
              <Group gap="xs" role="radiogroup" aria-label={t('decision.choices')}>
                {available.map((key) => (
                  <Chip key={key} value={key} variant="outline">
                    {t(`decision.${key}`)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            {isReasoned && (
              <MultiSelect
                label={t('reasons')}
                data={[...REJECTION_REASONS[verificationTypeOf('DECISION', file.kind)]]}
                value={reasons}
                onChange={setReasons}
                searchable
              />
            )}
            {isReasoned && reasons.includes(OTHER_REASON) && (
              <TextInput
                label={t('otherReason')}
                value={otherReason}
                onChange={(event) => setOtherReason(event.currentTarget.value)}
              />
            )}
            {canRefund && (
              <Checkbox
                label={t('decision.refund')}
                checked={isRefunded}
                onChange={(event) => setRefunded(event.currentTarget.checked)}
              />
            )}
            {choice === 'showCause' && (
              <Alert color="orange" role="note">
                {domainMessage(RECOMMENDATION_MESSAGES.showCauseWarning, language)}
              </Alert>
            )}
            <Textarea
              label={t('remarks')}
              autosize
              minRows={3}
              value={remark}
              onChange={(event) => setRemark(event.currentTarget.value)}
            />
            <InlineError message={gate ?? problem} />
            <InlineError error={submitError} />
            <Group justify="flex-end">
              <Button onClick={onSubmit} disabled={isBlocked} loading={decide.isPending || intimate.isPending}>
                {t('submit')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      {/* Spec 3 §4: the decision records the deviation's LEVEL-3, where the officer has the Deviation tab (§6). */}
      {showsDeviationTab(file.kind, isGhmcOfficer(me.ulbName)) && (
        <Paper withBorder p="md" component="section" aria-label={t('decision.deviation')}>
          <DeviationTab applicationId={application.id} />
        </Paper>
      )}
      <Accordion variant="contained" multiple>
        {answeredForms.map((form) => (
          <Accordion.Item key={form.id} value={form.id}>
            <Accordion.Control>
              {formTitleIn(form.title, language)} · {form.officerName}
            </Accordion.Control>
            <Accordion.Panel>
              <AnswerList fields={form.fields} answers={form.answer?.data ?? null} applicationId={application.id} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Paper withBorder p="md" component="section" aria-label={t('decision.reviewRemarks')}>
        <Title order={2} size="h4" mb="sm">
          {t('decision.reviewRemarks')}
        </Title>
        <ReviewRemarksList
          applicationId={application.id}
          isSingleWindow={application.applicationType === 'SINGLE WINDOW'}
        />
      </Paper>
    </VerificationFrame>
  );
}

/** Spec 3 §2 "Post-verification and single-window decision screen": the commissioner-level decision. */
export function DecisionPage() {
  return <VerificationFileGate>{(file) => <DecisionScreen file={file} />}</VerificationFileGate>;
}
