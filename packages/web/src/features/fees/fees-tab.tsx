import {
  feeHeadLabel,
  feeRecommendationLabel,
  FEE_MESSAGES,
  RECOMMEND_WITH_FEE_CHANGES,
  RECOMMEND_WITHOUT_FEE_CHANGES,
  amountOfInput,
  feeLineError,
  feeSummary,
  formatRupees,
  isFeeHeadEditable,
  otherFeeHeadErrors,
  otherHeadsOf,
  sanitizeAmountInput,
  statusLabel,
  type TFeeBreakupLine,
  type TFeeDetails,
  type TOtherFeeHead,
} from '@anumati/domain';
import { Badge, Button, Group, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../shared/errors/inline-error';
import { notifySuccess } from '../../shared/notify';
import { useLanguage } from '../../shared/i18n/use-language';
import { useMeQuery } from '../../shared/officer/me.query';
import { type TFeeDetailsResult, useFeeDetailsMutation } from './api/fee-details.mutation';
import { useFeeDetailsQuery } from '../../shared/application/fee-details.query';
import { FeeDifferenceWarning } from './fee-difference-warning';
import { FeeFormula } from './fee-formula';
import { FeeInputsTable } from './fee-inputs-table';
import { FeeSummary } from './fee-summary';
import { OtherFeeHeads, type TOtherHeadDraft } from './other-fee-heads';
import { domainMessage } from '../../shared/i18n/i18n';
import { LoadingSpace } from '../../shared/loading/loading-space';

export type TFeeSubmitted = TFeeDetailsResult & {
  /** The submission was also the officer's recommendation: their turn on the file is over. */
  isTurnSubmitted: boolean;
};

export type TFeesTabProps = {
  applicationId: string;
  /** Called once the fee is submitted, with the status the application took. */
  onSubmitted?: (result: TFeeSubmitted) => void;
  /** Why the submit buttons wait, when the screen around the tab has its own gate (for example the conditions). */
  blockedBy?: string | null;
};

type TDraft = { amount: string; remarks: string };

/**
 * The Fees tab (spec 3 §2, §5): the fee table, Other Fee Heads and the summary. Editable for the officer who
 * adjusts the fee while the file is with them; otherwise, and once submitted, the fee adjustment read-only
 * (always at FEE_VERIFICATION). Loads its own data and shows its own submitted state.
 */
export function FeesTab({ applicationId, onSubmitted, blockedBy = null }: TFeesTabProps) {
  const { t } = useTranslation('fees');
  const details = useFeeDetailsQuery(applicationId);

  if (details.isPending) {
    return <LoadingSpace p="lg" label={t('feesTab.loading')} />;
  }
  // Spec 3 §8: a fee load failure is logged only (by the query); the loader stops.
  if (!details.data) return <Text>{t('feesTab.noData')}</Text>;
  if (details.data.calculated_fee_breakup.length === 0) return <Text>{domainMessage(FEE_MESSAGES.noFee)}</Text>;
  const isEditable = details.data.can_certify && details.data.status !== 'FEE_VERIFICATION';
  return isEditable ? (
    <EditableFee applicationId={applicationId} details={details.data} onSubmitted={onSubmitted} blockedBy={blockedBy} />
  ) : (
    <ReadOnlyFee details={details.data} />
  );
}

function FeeTableHead() {
  const { t } = useTranslation('fees');
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('feesTab.columns.serial')}</Table.Th>
        <Table.Th>{t('feesTab.columns.feeHead')}</Table.Th>
        <Table.Th ta="right">{t('feesTab.columns.amount')}</Table.Th>
        <Table.Th>{t('feesTab.columns.adjustedAmount')}</Table.Th>
        <Table.Th>{t('feesTab.columns.remarks')}</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

function FeeHeader({ details }: { details: TFeeDetails }) {
  const language = useLanguage();
  const { t } = useTranslation('fees');
  return (
    <Group justify="space-between">
      <Title order={2} size="h4">
        {t(details.status === 'FEE_VERIFICATION' ? 'feesTab.adjustmentReadOnly' : 'feesTab.adjustment')}
      </Title>
      <Group gap="xs">
        <Badge variant="light" color="gray">
          {statusLabel(details.status, undefined, language)}
        </Badge>
        {/* Shade 9 of teal and blue: white on them keeps the WCAG AA contrast (green 9 does not). */}
        {details.is_fee_submitted && <Badge color="teal.9">{t('feesTab.feeSubmitted')}</Badge>}
        {details.is_fee_paid && <Badge color="blue.9">{t('feesTab.feePaid')}</Badge>}
      </Group>
    </Group>
  );
}

/** The fee as certified (or, before that, as calculated), with nothing to change. */
function ReadOnlyFee({ details }: { details: TFeeDetails }) {
  const { t } = useTranslation('fees');
  const language = useLanguage();
  const calculated = details.calculated_fee_breakup;
  const updated = details.updated_fee_breakup.length > 0 ? details.updated_fee_breakup : calculated;
  const systemNames = calculated.map((line) => line.cost_head_name);
  const lines = updated.filter((line) => systemNames.includes(line.cost_head_name));
  const others = otherHeadsOf(updated, calculated);
  return (
    <Stack>
      <FeeHeader details={details} />
      {details.fee_inputs && <FeeInputsTable inputs={details.fee_inputs} />}
      <Table withTableBorder striped aria-label={t('feesTab.table')}>
        <FeeTableHead />
        <Table.Tbody>
          {lines.map((line, index) => (
            <Table.Tr key={line.cost_head_name}>
              <Table.Td>{index + 1}</Table.Td>
              <Table.Td>
                <Text size="sm">{feeHeadLabel(line.cost_head_name, language)}</Text>
                <FeeFormula line={line} />
              </Table.Td>
              <Table.Td ta="right">{formatRupees(line.amount, language)}</Table.Td>
              <Table.Td ta="right">{formatRupees(line.newAmount, language)}</Table.Td>
              <Table.Td>{line.remarks || '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={3} size="h5">
        {t('otherHeads.title')}
      </Title>
      {others.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('otherHeads.none')}
        </Text>
      ) : (
        <Table withTableBorder aria-label={t('otherHeads.table')}>
          <Table.Tbody>
            {others.map((head) => (
              <Table.Tr key={head.cost_head_name}>
                <Table.Td>{feeHeadLabel(head.cost_head_name, language)}</Table.Td>
                <Table.Td ta="right">{formatRupees(head.newAmount, language)}</Table.Td>
                <Table.Td>{head.remarks}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <FeeSummary summary={feeSummary(lines, others)} />
    </Stack>
  );
}

function EditableFee(props: {
  applicationId: string;
  details: TFeeDetails;
  onSubmitted?: (result: TFeeSubmitted) => void;
  blockedBy: string | null;
}) {
  const { t } = useTranslation('fees');
  const language = useLanguage();
  const { details } = props;
  const calculated = details.calculated_fee_breakup;
  const me = useMeQuery();
  const tableRef = useRef<HTMLTableElement>(null);
  const [drafts, setDrafts] = useState<Record<string, TDraft>>({});
  const [otherRows, setOtherRows] = useState<TOtherHeadDraft[]>([]);
  const [isShowingErrors, setShowingErrors] = useState(false);
  const [confirming, setConfirming] = useState<'changes' | 'none' | null>(null);
  const [isWarningOpen, setWarningOpen] = useState(false);
  const submit = useFeeDetailsMutation((result) => {
    setConfirming(null);
    notifySuccess(t('feesTab.submittedToast', { status: statusLabel(result.status, undefined, language) }));
    props.onSubmitted?.({ ...result, isTurnSubmitted: details.submits_recommendation });
  });

  const options = { isOccupancy: details.is_occupancy };
  const draftOf = (line: TFeeBreakupLine): TDraft =>
    drafts[line.cost_head_name] ?? { amount: String(line.amount), remarks: '' };
  const lines: TFeeBreakupLine[] = calculated.map((line) => {
    const draft = draftOf(line);
    return { ...line, newAmount: amountOfInput(draft.amount), remarks: draft.remarks };
  });
  const others: TOtherFeeHead[] = otherRows.map((row) => ({
    cost_head_name: row.name,
    newAmount: amountOfInput(row.amount),
    remarks: row.remarks,
  }));
  const lineErrors = lines.map((line) => feeLineError(line, options));
  const otherErrors = otherFeeHeadErrors(
    others,
    calculated.map((line) => line.cost_head_name),
  );
  const summary = feeSummary(lines, others);
  const hasErrors = [...lineErrors, ...otherErrors].some((error) => error !== null);

  const setDraft = (line: TFeeBreakupLine, change: Partial<TDraft>) =>
    setDrafts((current) => ({ ...current, [line.cost_head_name]: { ...draftOf(line), ...change } }));

  const onRecommendWithChanges = () => {
    setShowingErrors(true);
    if (!hasErrors) setConfirming('changes');
  };
  const onRecommendWithoutChanges = () => {
    if (summary.hasChanges) setWarningOpen(true);
    else setConfirming('none');
  };
  const onOpenFeeTab = () => {
    setWarningOpen(false);
    tableRef.current?.querySelector('input')?.focus();
  };
  const onConfirm = () => {
    const submitted = confirming === 'changes' ? [...lines, ...others] : calculated;
    const feeBreakup = JSON.stringify(
      submitted.map((line) => ({
        cost_head_name: line.cost_head_name,
        newAmount: line.newAmount,
        remarks: line.remarks,
        type: 'type' in line ? line.type : 'adjusted-fee',
      })),
    );
    submit.mutate(
      { applicationId: props.applicationId, feeBreakup, officerId: me.data?.id },
      { onError: () => setConfirming(null) },
    );
  };

  return (
    <Stack>
      <FeeHeader details={details} />
      {details.fee_inputs && <FeeInputsTable inputs={details.fee_inputs} />}
      <Table withTableBorder striped aria-label={t('feesTab.table')} ref={tableRef}>
        <FeeTableHead />
        <Table.Tbody>
          {lines.map((line, index) => {
            const draft = draftOf(line);
            const isEditable = isFeeHeadEditable(line.cost_head_name, options);
            const error = isShowingErrors || line.newAmount !== line.amount ? lineErrors[index] : null;
            return (
              <Table.Tr key={line.cost_head_name}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>
                  <Text size="sm">{feeHeadLabel(line.cost_head_name, language)}</Text>
                  <FeeFormula line={line} />
                </Table.Td>
                <Table.Td ta="right">{formatRupees(line.amount, language)}</Table.Td>
                <Table.Td>
                  {isEditable ? (
                    <TextInput
                      aria-label={t('feesTab.adjustedAmountFor', { head: feeHeadLabel(line.cost_head_name, language) })}
                      inputMode="decimal"
                      value={draft.amount}
                      error={error ? domainMessage(error, language) : null}
                      onChange={(event) => setDraft(line, { amount: sanitizeAmountInput(event.currentTarget.value) })}
                      onBlur={() => setDraft(line, { amount: String(amountOfInput(draft.amount)) })}
                    />
                  ) : (
                    <Text size="sm">{formatRupees(line.newAmount, language)}</Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {isEditable && (
                    <TextInput
                      aria-label={t('feesTab.remarksFor', { head: feeHeadLabel(line.cost_head_name, language) })}
                      value={draft.remarks}
                      maxLength={500}
                      onChange={(event) => setDraft(line, { remarks: event.currentTarget.value })}
                    />
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <OtherFeeHeads
        rows={otherRows}
        tableHeads={calculated.map((line) => line.cost_head_name)}
        errors={otherErrors}
        isShowingErrors={isShowingErrors}
        onChange={setOtherRows}
      />
      <FeeSummary summary={summary} />
      <InlineError message={props.blockedBy} />
      <Group>
        <Button onClick={onRecommendWithChanges} disabled={!summary.hasChanges || props.blockedBy !== null}>
          {feeRecommendationLabel(RECOMMEND_WITH_FEE_CHANGES, language)}
        </Button>
        <Button variant="outline" onClick={onRecommendWithoutChanges} disabled={props.blockedBy !== null}>
          {feeRecommendationLabel(RECOMMEND_WITHOUT_FEE_CHANGES, language)}
        </Button>
      </Group>
      {/* Spec 3 §8: a failed fee submission shows its message in red. */}
      <InlineError error={submit.error} />
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('feesTab.confirmTitle')}
        centered
      >
        <Stack>
          <Text>
            {confirming === 'changes'
              ? domainMessage(FEE_MESSAGES.confirmChanges)
              : domainMessage(FEE_MESSAGES.confirmNoChanges)}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t('cancel')}
            </Button>
            <Button onClick={onConfirm} loading={submit.isPending}>
              {t('submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <FeeDifferenceWarning opened={isWarningOpen} onClose={() => setWarningOpen(false)} onOpenFeeTab={onOpenFeeTab} />
    </Stack>
  );
}
