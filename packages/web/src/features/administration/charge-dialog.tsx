import { serverRoleLabel } from '@anumati/domain';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/use-language';
import { notifySuccess } from '../../shared/notify';
import { ActionModal, ActionSteps } from './action-dialog';
import { useAdminChoicesQuery } from './api/admin-choices.query';
import { useAssignChargeMutation } from './api/leave-and-charge.mutation';
import {
  aWeekFromToday,
  DayRangeFields,
  rangeAndReasonErrors,
  shownRange,
  type TDayRangeDraft,
} from './day-range-fields';
import { OfficerPicker, type TPickedOfficer } from './officer-picker';
import { completePost, PostFields, postErrors, type TPostDraft } from './post-fields';
import { ReasonField } from './reason-dialog';

type TChargeDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  /** The post whose charge is given, when the dialog opens from its holder's page (else chosen here). */
  post?: TPostDraft;
  /** The officer who takes the charge, when the dialog opens from their page (else chosen here). */
  holder?: TPickedOfficer;
  /** The officer whose post it is, who cannot hold it as a charge. */
  postHolderId?: string;
};

/**
 * Issue 52 §5: additional charge of a post (a role in a ULB) from one day to another, both included: while it
 * lasts, routing, the inbox, the deemed-approval review and escalation treat the holder as in that post.
 */
export function ChargeDialog({ isOpen, ...props }: TChargeDialogProps) {
  const { t } = useTranslation('administration');
  return (
    <ActionModal isOpen={isOpen} onClose={props.onClose} title={t('charge.title')}>
      <ChargeSteps {...props} />
    </ActionModal>
  );
}

type TChargeErrors = Partial<Record<'holder' | 'role' | 'ulbId' | 'fromDate' | 'toDate' | 'reason', string | null>>;

function ChargeSteps(props: Omit<TChargeDialogProps, 'isOpen'>) {
  const { t } = useTranslation('administration');
  const language = useLanguage();
  const choices = useAdminChoicesQuery();
  const [post, setPost] = useState<TPostDraft>(props.post ?? { role: '', ulbId: '' });
  const [holder, setHolder] = useState<TPickedOfficer | null>(props.holder ?? null);
  const [range, setRange] = useState<TDayRangeDraft>(aWeekFromToday);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<TChargeErrors>({});
  const assign = useAssignChargeMutation(() => {
    notifySuccess(t('charge.done', { holder: holder?.label ?? '' }));
    props.onClose();
  });
  const target = completePost(post);
  const ulbName = choices.data?.adminJurisdictions.find((ulb) => ulb.ulbId === target?.ulbId)?.ulbName;
  const postLabel = target ? [serverRoleLabel(target.role, language), ulbName].filter(Boolean).join(', ') : '';
  const onValidate = () => {
    const found: TChargeErrors = {
      ...rangeAndReasonErrors(range, reason),
      ...postErrors(post, { role: t('form.roleRequired'), ulbId: t('form.ulbRequired') }),
      holder: holder ? null : t('charge.holderRequired'),
    };
    setErrors(found);
    return Object.values(found).every((problem) => !problem);
  };
  return (
    <ActionSteps
      onClose={props.onClose}
      submitLabel={t('charge.submit')}
      confirmQuestion={t('charge.confirm', { holder: holder?.label ?? '', post: postLabel, ...shownRange(range) })}
      confirmLabel={t('charge.confirmButton')}
      onValidate={onValidate}
      onConfirm={() =>
        holder && target && assign.mutate({ holderId: holder.id, post: target, ...range, reason: reason.trim() })
      }
      isSaving={assign.isPending}
      error={assign.error}
    >
      <Text size="sm">{t('charge.description')}</Text>
      {props.holder ? (
        <Text size="sm" fw={600}>
          {t('charge.holderIs', { holder: props.holder.label })}
        </Text>
      ) : (
        <OfficerPicker
          label={t('charge.holder')}
          value={holder}
          onChange={setHolder}
          excludeId={props.postHolderId}
          isRequired
          error={errors.holder ?? null}
        />
      )}
      <PostFields value={post} onChange={setPost} choices={choices.data} errors={errors} />
      <DayRangeFields value={range} onChange={setRange} errors={errors} />
      <ReasonField value={reason} onChange={setReason} error={errors.reason ?? null} />
    </ActionSteps>
  );
}
