import { isOwnOpenTurn, planningScreenRoute } from '@anumati/domain';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ConditionsTab } from '../conditions';
import type { TVerificationFile } from '../../shared/verification-file/use-verification-file';
import { FileTabsScreen } from '../file-screen';
import { FeesTab, type TFeeSubmitted } from './fees-tab';
import { useFeeProgress } from './use-fee-progress';

/**
 * /fee-verification/{id} (spec 3 §2): where technical and section officers, and GHMC's planning officers, adjust
 * the fee of an instant approval at FEE_ADJUSTMENTS: the Fees tab and the Fee Conditions tab under the
 * verification header. After the fee goes in, the officer is back at /post-verification (spec 3 §4).
 */
/**
 * The officer's site and title reviews still open on this file: an instant approval stays at FEE_ADJUSTMENTS
 * while they wait, and Verify opens this page, so it links to them (they were unreachable: dead-ends.test.ts).
 */
function OtherOpenVerifications({ file }: { file: TVerificationFile }) {
  const { t } = useTranslation('fees');
  const waiting = (['SITE', 'TITLE'] as const).filter((screen) =>
    file.forms.some((form) => form.stageKey === screen && isOwnOpenTurn(form, file.me.id)),
  );
  if (waiting.length === 0) return null;
  return (
    <Group gap="xs" role="navigation" aria-label={t('feeVerification.otherVerifications')}>
      {waiting.map((screen) => (
        <Button key={screen} component={Link} to={planningScreenRoute(screen, file.application)} variant="light">
          {t(screen === 'SITE' ? 'feeVerification.siteScreen' : 'feeVerification.titleScreen')}
        </Button>
      ))}
    </Group>
  );
}

export function FeeVerificationPage() {
  const { t } = useTranslation('fees');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const progress = useFeeProgress(id);

  const onSubmitted = (result: TFeeSubmitted) => {
    if (result.isTurnSubmitted) void navigate('/post-verification');
  };
  return (
    <FileTabsScreen
      title={t('feeVerification.title')}
      aside={(file) => <OtherOpenVerifications file={file} />}
      tabs={(file) => [
        {
          value: 'fees',
          label: t('tabs.fees'),
          isDone: progress.isFeeSubmitted,
          panel: <FeesTab applicationId={id} onSubmitted={onSubmitted} blockedBy={progress.feeBlockedBy(file)} />,
        },
        {
          value: 'fee-conditions',
          label: t('tabs.feeConditions'),
          isDone: progress.isFeeConditionsSubmitted,
          panel: <ConditionsTab applicationId={id} typeOf="fee" />,
        },
      ]}
    />
  );
}
