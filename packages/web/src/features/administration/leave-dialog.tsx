import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../shared/notify';
import { ActionModal, ActionSteps } from './action-dialog';
import { fullName } from './administration-labels';
import type { TAdminOfficer } from './api/admin-officer.query';
import { useRecordLeaveMutation } from './api/leave-and-charge.mutation';
import {
  aWeekFromToday,
  DayRangeFields,
  rangeAndReasonErrors,
  shownRange,
  type TDayRangeDraft,
} from './day-range-fields';
import { OfficerPicker, type TPickedOfficer } from './officer-picker';
import { ReasonField } from './reason-dialog';

type TDialogProps = { officer: TAdminOfficer; isOpen: boolean; onClose: () => void };

/**
 * Issue 52 §5: the officer's leave, from and to (India days, both included), with who holds the post's charge
 * meanwhile, when the administrator names one (else routing chooses). The officer's open turns go to them when
 * the leave starts.
 */
export function LeaveDialog({ officer, isOpen, onClose }: TDialogProps) {
  const { t } = useTranslation('administration');
  return (
    <ActionModal isOpen={isOpen} onClose={onClose} title={t('leave.title', { name: fullName(officer) })}>
      <LeaveSteps officer={officer} onClose={onClose} />
    </ActionModal>
  );
}

function LeaveSteps({ officer, onClose }: Omit<TDialogProps, 'isOpen'>) {
  const { t } = useTranslation('administration');
  const [range, setRange] = useState<TDayRangeDraft>(aWeekFromToday);
  const [reason, setReason] = useState('');
  const [holder, setHolder] = useState<TPickedOfficer | null>(null);
  const [errors, setErrors] = useState<ReturnType<typeof rangeAndReasonErrors>>({});
  const record = useRecordLeaveMutation(() => {
    notifySuccess(t('leave.done', { name: fullName(officer) }));
    onClose();
  });
  const onValidate = () => {
    const found = rangeAndReasonErrors(range, reason);
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  const name = fullName(officer);
  return (
    <ActionSteps
      onClose={onClose}
      submitLabel={t('leave.submit')}
      confirmQuestion={
        holder
          ? t('leave.confirmWithHolder', { name, ...shownRange(range), holder: holder.label })
          : t('leave.confirm', { name, ...shownRange(range) })
      }
      confirmLabel={t('leave.confirmButton')}
      onValidate={onValidate}
      onConfirm={() =>
        record.mutate({ officerId: officer.id, ...range, reason: reason.trim(), chargeHolderId: holder?.id ?? null })
      }
      isSaving={record.isPending}
      error={record.error}
    >
      <Text size="sm">{t('leave.description')}</Text>
      <DayRangeFields value={range} onChange={setRange} errors={errors} />
      <ReasonField value={reason} onChange={setReason} error={errors.reason ?? null} />
      <OfficerPicker
        label={t('leave.chargeHolder')}
        description={t('leave.chargeHolderHint')}
        value={holder}
        onChange={setHolder}
        excludeId={officer.id}
      />
    </ActionSteps>
  );
}
