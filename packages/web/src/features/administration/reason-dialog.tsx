import { ZAdminReason } from '@anumati/domain';
import { Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANNOUNCED_ERROR_PROPS } from '../../shared/forms/announced-error';
import { domainMessage } from '../../shared/i18n/i18n';
import { ActionModal, ActionSteps } from './action-dialog';
import { HINT_PROPS } from './administration-labels';

type TReasonDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  /** What the action does, said before the reason is asked for. */
  description: string;
  submitLabel: string;
  confirmQuestion: string;
  confirmLabel: string;
  onConfirm: (reason: string) => void;
  isSaving: boolean;
  error: unknown;
};

/** An action that needs only a reason (unlock, end sessions, cancel a leave…): the reason, then a confirmation. */
export function ReasonDialog({ isOpen, title, ...props }: TReasonDialogProps) {
  return (
    <ActionModal isOpen={isOpen} onClose={props.onClose} title={title}>
      <ReasonSteps {...props} />
    </ActionModal>
  );
}

function ReasonSteps({ onConfirm, description, ...props }: Omit<TReasonDialogProps, 'isOpen' | 'title'>) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const onValidate = () => {
    const found = reasonProblem(reason);
    setProblem(found);
    return found === null;
  };
  return (
    <ActionSteps {...props} onValidate={onValidate} onConfirm={() => onConfirm(reason.trim())}>
      <Text size="sm">{description}</Text>
      <ReasonField value={reason} onChange={setReason} error={problem} />
    </ActionSteps>
  );
}

/** The domain's problem with a reason (ZAdminReason), in the officer's language; null when there is none. */
export function reasonProblem(reason: string): string | null {
  const issue = ZAdminReason.safeParse(reason).error?.issues[0];
  return issue ? domainMessage(issue.message) : null;
}

/** The reason every change to an officer is audited with (issue 52 §8). */
export function ReasonField(props: { value: string; onChange: (value: string) => void; error: string | null }) {
  const { t } = useTranslation('administration');
  return (
    <Textarea
      label={t('fields.reason')}
      description={t('fields.reasonHint')}
      descriptionProps={HINT_PROPS}
      required
      autosize
      minRows={2}
      maxLength={500}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      error={props.error ?? undefined}
      errorProps={ANNOUNCED_ERROR_PROPS}
    />
  );
}
