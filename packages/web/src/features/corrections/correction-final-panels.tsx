import {
  CORRECTION_LIST_ROUTE,
  finalDecisionOptions,
  finalDecisionProblem,
  verificationSubmitProblem,
} from '@anumati/domain';
import { Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { InlineError } from '../../shared/errors/inline-error';
import { domainMessage } from '../../shared/i18n/i18n';
import { notifySuccess } from '../../shared/notify';
import type { TCorrectionRequest } from './api/correction-request-fields';
import { useUpdateFinalCorrectionMutation } from './api/update-final-correction.mutation';

/** Final remarks box shared by both panels. */
function FinalRemarks(props: { value: string; onChange: (value: string) => void; label?: string }) {
  const { t } = useTranslation('corrections');
  return (
    <Textarea
      label={props.label ?? t('final.finalRemarks')}
      rows={3}
      maxLength={2000}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
    />
  );
}

/**
 * The verifying officer's Final Remarks and Submit (spec 3 §4): enabled only when every correction has a decision
 * and final remarks exist, and the officer has an active note; the first thing missing is said under the button.
 */
export function VerificationSubmitPanel({ request }: { request: TCorrectionRequest }) {
  const { t } = useTranslation('corrections');
  const navigate = useNavigate();
  const [remark, setRemark] = useState('');
  const submit = useUpdateFinalCorrectionMutation(() => {
    notifySuccess(t('final.submitted'));
    void navigate(CORRECTION_LIST_ROUTE);
  });
  const problem = verificationSubmitProblem({
    corrections: request.corrections,
    finalRemark: remark,
    hasActiveNote: request.hasActiveNote,
  });
  const onSubmit = () => submit.mutate({ correctionRequestId: request.id, remark: remark.trim() });
  return (
    <Paper withBorder p="md">
      <Stack>
        <FinalRemarks value={remark} onChange={setRemark} />
        <Group>
          <Button onClick={onSubmit} disabled={problem !== null} loading={submit.isPending}>
            {t('final.submit')}
          </Button>
          <InlineError message={problem && `* ${domainMessage(problem)}`} />
        </Group>
        <InlineError error={submit.error} />
      </Stack>
    </Paper>
  );
}

/**
 * The commissioner's submitted view (spec 3 §2, §4): Approve, or Reject when a correction was rejected; Reject asks
 * for remarks in a modal whose button stays disabled while they are empty.
 */
export function FinalDecisionPanel({ request }: { request: TCorrectionRequest }) {
  const { t } = useTranslation('corrections');
  const navigate = useNavigate();
  const [remark, setRemark] = useState('');
  const [isRejecting, setRejecting] = useState(false);
  const [rejectRemark, setRejectRemark] = useState('');
  const decide = useUpdateFinalCorrectionMutation(({ isApprove }) => {
    notifySuccess(isApprove ? t('final.approved') : t('final.rejected'));
    void navigate(CORRECTION_LIST_ROUTE);
  });
  const options = finalDecisionOptions(request.corrections);
  const approveProblem = finalDecisionProblem({ corrections: request.corrections, isApprove: true, remark });

  const onDecide = (isApprove: boolean, finalRemark: string) =>
    decide.mutate({ correctionRequestId: request.id, remark: finalRemark.trim(), isApprove });
  const onOpenReject = () => {
    setRejectRemark(remark);
    setRejecting(true);
  };

  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2} size="h5">
          {t('final.finalDecision')}
        </Title>
        <FinalRemarks value={remark} onChange={setRemark} />
        <Group>
          <Button
            // White on teal.9 is 5.00:1; on green.9 only 4.37:1 (below WCAG AA).
            color="teal.9"
            onClick={() => onDecide(true, remark)}
            disabled={approveProblem !== null}
            loading={decide.isPending}
          >
            {t('final.approve')}
          </Button>
          {options.canReject && (
            <Button color="red.9" onClick={onOpenReject} disabled={decide.isPending}>
              {t('final.reject')}
            </Button>
          )}
          {approveProblem && (
            <Text size="sm" c="gray.8">
              {approveProblem}
            </Text>
          )}
        </Group>
        <InlineError error={decide.error} />
      </Stack>
      <Modal opened={isRejecting} onClose={() => setRejecting(false)} title={t('final.rejectTitle')}>
        <Stack>
          <Text size="sm" c="gray.8">
            {t('final.rejectExplanation')}
          </Text>
          <Textarea
            label={t('final.remarks')}
            rows={3}
            maxLength={2000}
            data-autofocus
            value={rejectRemark}
            onChange={(event) => setRejectRemark(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRejecting(false)}>
              {t('cancel', { ns: 'common' })}
            </Button>
            <Button
              color="red.9"
              disabled={!rejectRemark.trim()}
              loading={decide.isPending}
              onClick={() => onDecide(false, rejectRemark)}
            >
              {t('final.reject')}
            </Button>
          </Group>
          <InlineError error={decide.error} />
        </Stack>
      </Modal>
    </Paper>
  );
}
