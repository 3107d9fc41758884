import {
  canViewFeeDetails,
  deviationInputsOf,
  extraVerificationTabs,
  hasFeeAction,
  isGhmcOfficer,
  isOwnOpenTurn,
  type TExtraTab,
  type TSubmissionGateInput,
  turnSubmissionNeeds,
} from '@anumati/domain';
import { useTranslation } from 'react-i18next';
import { useOccupancyShowQuery } from '../../shared/application/occupancy-show.query';
import { ConditionsTab } from '../conditions';
import { DeviationTab } from '../deviation';
import { FeesTab, type TFeeSubmitted, useFeeProgress } from '../fees';
import type { TFileTab } from '../file-screen';
import type { TApplicationForm } from '../../shared/application/get-questions-and-answers.query';
import type { TVerificationFile } from '../../shared/verification-file/use-verification-file';

type TMoneyGate = Pick<
  TSubmissionGateInput,
  'needsFee' | 'isFeeSubmitted' | 'needsConditions' | 'areConditionsSubmitted' | 'needsDeviation' | 'isDeviationUpdated'
>;

/**
 * Spec 3 §4 "Tabs and completion": the Deviation, Fees and Fee/Proceeding Conditions tabs a verification screen
 * shows beside its forms (the same tab components as /fee-verification and /deviation), each with its tick; and,
 * for the form whose recommendation is being submitted, what of them that turn still has to submit (spec 3 §5).
 */
export function useMoneyTabs(file: TVerificationFile, onFeeTurnSubmitted: (formId: string) => void) {
  const { t } = useTranslation('verification');
  const { application, me } = file;
  const isGhmc = isGhmcOfficer(me.ulbName);
  const extraTabs = extraVerificationTabs({
    applicationType: application.applicationType,
    approvalFor: application.approvalFor,
    status: application.status,
    isNewWorkflow: application.newWorkFlow,
    hasFeeAction: hasFeeAction(me.actions),
    isGhmcOfficer: isGhmc,
  });
  const hasFeeOrConditions = extraTabs.some((tab) => tab !== 'DEVIATION');
  const progress = useFeeProgress(application.id, hasFeeOrConditions, canViewFeeDetails(me.permissionLevel));
  const occupancy = useOccupancyShowQuery(application.id, file.kind === 'OCCUPANCY');
  const deviation = occupancy.data?.deviation ?? null;
  const hasLevelOneEntries = deviation !== null && deviationInputsOf(deviation, 'LEVEL-1') !== null;

  /** The gate's fee, conditions and deviation inputs for the turn of this form (the server checks the same). */
  const gateOf = (form: TApplicationForm): TMoneyGate => {
    const needs = turnSubmissionNeeds({
      kind: file.kind,
      stageKey: form.stageKey,
      level: form.officerLevel,
      actions: me.actions,
      isGhmcOfficer: isGhmc,
      isNewWorkflow: application.newWorkFlow,
    });
    return {
      ...needs,
      isFeeSubmitted: progress.isFeeSubmitted,
      areConditionsSubmitted: progress.isFeeConditionsSubmitted,
      isDeviationUpdated: hasLevelOneEntries,
    };
  };

  // Where the fee is the turn's recommendation (instant approvals), the officer's fee turn ends with it.
  const onFeeSubmitted = (result: TFeeSubmitted) => {
    const feeTurn = file.forms.find((form) => isOwnOpenTurn(form, me.id) && gateOf(form).needsFee);
    if (result.isTurnSubmitted && feeTurn) onFeeTurnSubmitted(feeTurn.id);
  };

  const panels: Record<TExtraTab, () => TFileTab> = {
    DEVIATION: () => ({
      value: 'deviation',
      label: t('tabs.deviation'),
      isDone: application.isDeviationSubmitted,
      panel: <DeviationTab applicationId={application.id} />,
    }),
    FEES: () => ({
      value: 'fees',
      label: t('tabs.fees'),
      isDone: progress.isFeeSubmitted,
      panel: (
        <FeesTab applicationId={application.id} onSubmitted={onFeeSubmitted} blockedBy={progress.feeBlockedBy(file)} />
      ),
    }),
    FEE_CONDITIONS: () => ({
      value: 'fee-conditions',
      label: t('tabs.feeConditions'),
      isDone: progress.isFeeConditionsSubmitted,
      panel: <ConditionsTab applicationId={application.id} typeOf="fee" />,
    }),
    PROCEEDING_CONDITIONS: () => ({
      value: 'proceeding-conditions',
      label: t('tabs.proceedingConditions'),
      isDone: progress.isProceedingConditionsSubmitted,
      panel: <ConditionsTab applicationId={application.id} typeOf="proceeding" />,
    }),
  };

  return { tabs: extraTabs.map((tab) => panels[tab]()), gateOf };
}
