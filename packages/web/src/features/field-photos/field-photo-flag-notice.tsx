import { FIELD_POSITION_FLAG_LABELS, FIELD_POSITION_FLAGS, isFieldPositionFlag } from '@anumati/domain';
import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/use-language';
import { useFieldRecordsQuery } from './api/field-records.query';

/**
 * Issue 53: on a file's verification and decision screens, a notice when any site photo or site visit is flagged
 * (far from the plot, no position, no plot), so that no officer after the inspector reads them as on site
 * without seeing it. Nothing while none is flagged; the detail screen shows the records and any load failure.
 */
export function FieldPhotoFlagNotice({
  applicationId,
  onOpenDetails,
}: {
  applicationId: string;
  onOpenDetails: () => void;
}) {
  const { t } = useTranslation('field-photos');
  const language = useLanguage();
  const records = useFieldRecordsQuery(applicationId);
  const { fieldPhotos = [], siteVisits = [] } = records.data ?? {};
  const flags = [...fieldPhotos, ...siteVisits].map((record) => record.flag).filter(isFieldPositionFlag);
  if (flags.length === 0) return null;
  const kinds = FIELD_POSITION_FLAGS.filter((flag) => flags.includes(flag))
    .map((flag) => FIELD_POSITION_FLAG_LABELS[flag][language])
    .join(', ');
  return (
    <Alert color="red" variant="light" title={t('notice.title')}>
      <Text size="sm">{t('notice.body', { count: flags.length, flags: kinds })}</Text>
      {/* Dark blue, underlined: the theme's link blue is too light on the light red of the notice (WCAG 1.4.3). */}
      <Anchor component="button" type="button" size="sm" c="blue.9" underline="always" onClick={onOpenDetails}>
        {t('notice.seeDetails')}
      </Anchor>
    </Alert>
  );
}
