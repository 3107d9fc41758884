import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConditionsTab } from '../conditions';
import { FileTabsScreen } from '../file-screen';
import { FeesTab } from './fees-tab';
import { useFeeProgress } from './use-fee-progress';

/**
 * The payment review page (spec 3 §2), at /payment-review/{id}: the application's certified fee as paid (read
 * only at FEE_VERIFICATION) and its pre-proceeding conditions, chosen by the officer reviewing the payment or
 * deciding. Where the spec shows static sample text, this shows the application's own fee and conditions.
 */
export function PaymentReviewPage() {
  const { t } = useTranslation('fees');
  const { id = '' } = useParams();
  const progress = useFeeProgress(id);
  return (
    <FileTabsScreen
      title={t('paymentReview.title')}
      tabs={() => [
        {
          value: 'fee-certification',
          label: t('tabs.feeCertification'),
          isDone: progress.isFeeSubmitted,
          panel: <FeesTab applicationId={id} />,
        },
        {
          value: 'pre-proceeding-conditions',
          label: t('tabs.preProceedingConditions'),
          isDone: progress.isProceedingConditionsSubmitted,
          panel: <ConditionsTab applicationId={id} typeOf="proceeding" />,
        },
      ]}
    />
  );
}
