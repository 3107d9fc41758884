import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../shared/notify';
import { ActionModal, ActionSteps } from './action-dialog';
import { fullName } from './administration-labels';
import type { TAdminOfficer } from './api/admin-officer.query';
import { useHandOverPreviewQuery } from './api/hand-over-preview.query';
import { useDeactivateOfficerMutation } from './api/officer-post.mutation';
import { HandOverPreview } from './hand-over-preview';
import { ReasonField, reasonProblem } from './reason-dialog';

type TDialogProps = { officer: TAdminOfficer; isOpen: boolean; onClose: () => void };

/**
 * Issue 52 §4: deactivates the officer with a reason: their open turns go to the officers now responsible (shown
 * before saving; refused while any would have no owner) and their sessions end at once.
 */
export function DeactivateDialog({ officer, isOpen, onClose }: TDialogProps) {
  const { t } = useTranslation('administration');
  return (
    <ActionModal isOpen={isOpen} onClose={onClose} title={t('deactivate.title', { name: fullName(officer) })}>
      <DeactivateSteps officer={officer} onClose={onClose} />
    </ActionModal>
  );
}

function DeactivateSteps({ officer, onClose }: Omit<TDialogProps, 'isOpen'>) {
  const { t } = useTranslation('administration');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useHandOverPreviewQuery(officer.id, null, true);
  const deactivate = useDeactivateOfficerMutation(() => {
    notifySuccess(t('deactivate.done', { name: fullName(officer) }));
    onClose();
  });
  const canSave = !preview.isFetching && preview.data?.canSave === true;
  const onValidate = () => {
    const found = reasonProblem(reason);
    setProblem(found);
    return found === null && canSave;
  };
  return (
    <ActionSteps
      onClose={onClose}
      submitLabel={t('deactivate.submit')}
      confirmQuestion={t('deactivate.confirm', { name: fullName(officer), count: preview.data?.turns.length ?? 0 })}
      confirmLabel={t('deactivate.confirmButton')}
      canSubmit={canSave}
      onValidate={onValidate}
      onConfirm={() => deactivate.mutate({ officerId: officer.id, reason: reason.trim() })}
      isSaving={deactivate.isPending}
      error={deactivate.error}
    >
      <Text size="sm">{t('deactivate.description')}</Text>
      <ReasonField value={reason} onChange={setReason} error={problem} />
      <HandOverPreview preview={preview.data} isLoading={preview.isFetching} error={preview.error} />
    </ActionSteps>
  );
}
