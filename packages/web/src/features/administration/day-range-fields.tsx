import { addIndiaDays, formatDisplayDate, indiaDay, ZAdminReason, ZDayRange } from '@anumati/domain';
import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ANNOUNCED_ERROR_PROPS } from '../../shared/forms/announced-error';
import { domainMessage } from '../../shared/i18n/i18n';

export type TDayRangeDraft = { fromDate: string; toDate: string };

/** A week from today, India's day: the usual leave or charge, changed as needed. */
export function aWeekFromToday(): TDayRangeDraft {
  const today = indiaDay(new Date());
  return { fromDate: today, toDate: addIndiaDays(today, 6) };
}

/** A range's days as the officer reads them (DD-MM-YYYY), for a question naming them. */
export const shownRange = (range: TDayRangeDraft) => ({
  fromDate: formatDisplayDate(range.fromDate),
  toDate: formatDisplayDate(range.toDate),
});

/** From and to, India days, both included (issue 52 §5). */
export function DayRangeFields(props: {
  value: TDayRangeDraft;
  onChange: (range: TDayRangeDraft) => void;
  errors: { fromDate?: string | null; toDate?: string | null };
}) {
  const { t } = useTranslation('administration');
  const { value, onChange } = props;
  return (
    <Group grow align="flex-start" wrap="wrap">
      <TextInput
        type="date"
        label={t('fields.fromDate')}
        required
        value={value.fromDate}
        onChange={(event) => onChange({ ...value, fromDate: event.currentTarget.value })}
        error={props.errors.fromDate ?? undefined}
        errorProps={ANNOUNCED_ERROR_PROPS}
        miw={150}
      />
      <TextInput
        type="date"
        label={t('fields.toDate')}
        required
        value={value.toDate}
        onChange={(event) => onChange({ ...value, toDate: event.currentTarget.value })}
        error={props.errors.toDate ?? undefined}
        errorProps={ANNOUNCED_ERROR_PROPS}
        miw={150}
      />
    </Group>
  );
}

/** The domain's problems with a range and a reason, by field, in the officer's language. */
export function rangeAndReasonErrors(range: TDayRangeDraft, reason: string) {
  const errors: { fromDate?: string; toDate?: string; reason?: string } = {};
  for (const issue of ZDayRange.safeParse(range).error?.issues ?? []) {
    const field = issue.path[0] === 'toDate' ? 'toDate' : 'fromDate';
    errors[field] ??= domainMessage(issue.message);
  }
  const reasonIssue = ZAdminReason.safeParse(reason).error?.issues[0];
  if (reasonIssue) errors.reason = domainMessage(reasonIssue.message);
  return errors;
}
