import { serverRoleLabel } from '@anumati/domain';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/use-language';
import { notifySuccess } from '../../shared/notify';
import { ActionModal, ActionSteps } from './action-dialog';
import { fullName } from './administration-labels';
import { useAdminChoicesQuery } from './api/admin-choices.query';
import type { TAdminOfficer } from './api/admin-officer.query';
import { useHandOverPreviewQuery } from './api/hand-over-preview.query';
import { useTransferOfficerMutation } from './api/officer-post.mutation';
import { HandOverPreview } from './hand-over-preview';
import { completePost, PostFields, postErrors, type TPostDraft } from './post-fields';
import { ReasonField, reasonProblem } from './reason-dialog';

type TDialogProps = { officer: TAdminOfficer; isOpen: boolean; onClose: () => void };

/**
 * Issue 52 §4: moves the officer to another post (role, ULB). Each of their open turns goes to the officer now
 * responsible, as routing chooses; the preview shows who before anything is saved, and a turn nobody could take
 * keeps the transfer from being saved.
 */
export function TransferDialog({ officer, isOpen, onClose }: TDialogProps) {
  const { t } = useTranslation('administration');
  return (
    <ActionModal isOpen={isOpen} onClose={onClose} title={t('transfer.title', { name: fullName(officer) })}>
      <TransferSteps officer={officer} onClose={onClose} />
    </ActionModal>
  );
}

function TransferSteps({ officer, onClose }: Omit<TDialogProps, 'isOpen'>) {
  const { t } = useTranslation('administration');
  const language = useLanguage();
  const choices = useAdminChoicesQuery();
  const [post, setPost] = useState<TPostDraft>({ role: officer.role, ulbId: officer.ulbId ?? '' });
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ role?: string | null; ulbId?: string | null; reason?: string | null }>({});
  const target = completePost(post);
  const isMove = target !== null && (target.role !== officer.role || target.ulbId !== (officer.ulbId ?? null));
  const preview = useHandOverPreviewQuery(officer.id, target, isMove);
  const canSave = isMove && !preview.isFetching && preview.data?.canSave === true;
  const transfer = useTransferOfficerMutation(() => {
    notifySuccess(t('transfer.done', { name: fullName(officer) }));
    onClose();
  });
  const ulbName = choices.data?.adminJurisdictions.find((ulb) => ulb.ulbId === target?.ulbId)?.ulbName;
  const postLabel = target ? [serverRoleLabel(target.role, language), ulbName].filter(Boolean).join(', ') : '';

  const onValidate = () => {
    const found = {
      ...postErrors(post, { role: t('form.roleRequired'), ulbId: t('form.ulbRequired') }),
      reason: reasonProblem(reason),
    };
    setErrors(found);
    return !found.role && !found.ulbId && !found.reason && canSave;
  };

  return (
    <ActionSteps
      onClose={onClose}
      submitLabel={t('transfer.submit')}
      confirmQuestion={t('transfer.confirm', {
        name: fullName(officer),
        post: postLabel,
        count: preview.data?.turns.length ?? 0,
      })}
      confirmLabel={t('transfer.confirmButton')}
      canSubmit={canSave}
      onValidate={onValidate}
      onConfirm={() => target && transfer.mutate({ officerId: officer.id, post: target, reason: reason.trim() })}
      isSaving={transfer.isPending}
      error={transfer.error}
    >
      <Text size="sm">{t('transfer.description')}</Text>
      <PostFields value={post} onChange={setPost} choices={choices.data} errors={errors} />
      <ReasonField value={reason} onChange={setReason} error={errors.reason ?? null} />
      {isMove ? (
        <HandOverPreview preview={preview.data} isLoading={preview.isFetching} error={preview.error} />
      ) : (
        <Text size="sm" c="gray.7">
          {t('transfer.choosePost')}
        </Text>
      )}
    </ActionSteps>
  );
}
