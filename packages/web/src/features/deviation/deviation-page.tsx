import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FileTabsScreen } from '../file-screen';
import { DeviationTab } from './deviation-tab';

/**
 * The deviation table screen of an occupancy file (spec 3 §2 names the screen, not its route): /deviation/{id},
 * under the verification header, where the officer of the site, technical or decision turn records their level.
 */
export function DeviationPage() {
  const { t } = useTranslation('deviation');
  const { id = '' } = useParams();
  return (
    <FileTabsScreen
      title={t('screenTitle')}
      tabs={(file) => [
        {
          value: 'deviation',
          label: t('tab'),
          isDone: file.application.isDeviationSubmitted,
          panel: <DeviationTab applicationId={id} />,
        },
      ]}
    />
  );
}
