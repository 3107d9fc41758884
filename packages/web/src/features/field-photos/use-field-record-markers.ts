import { fieldTitleIn } from '@anumati/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/use-language';
import type { TMapMarker } from '../map';
import { useFieldRecordsQuery } from './api/field-records.query';
import { distanceText } from './field-photos-section';

/**
 * Issue 53: a pin on the plot map for each site photo and site visit with a position, red when flagged; its
 * tooltip names it and its distance from the plot.
 */
export function useFieldRecordMarkers(applicationId: string): TMapMarker[] {
  const { t } = useTranslation('field-photos');
  const language = useLanguage();
  const records = useFieldRecordsQuery(applicationId);
  const { fieldPhotos = [], siteVisits = [] } = records.data ?? {};
  const markers: TMapMarker[] = [];
  for (const photo of fieldPhotos) {
    if (photo.latitude === null || photo.longitude === null) continue;
    const distance = distanceText(photo.distanceMetres, { t, language });
    markers.push({
      id: `photo-${photo.id}`,
      position: [photo.latitude, photo.longitude],
      label: photo.questionTitle
        ? t('pins.photoOfQuestion', {
            name: photo.fileName,
            question: fieldTitleIn(photo.questionTitle, language),
            distance,
          })
        : t('pins.photo', { name: photo.fileName, distance }),
      isFlagged: photo.flag !== null,
    });
  }
  for (const visit of siteVisits) {
    markers.push({
      id: `visit-${visit.id}`,
      position: [visit.latitude, visit.longitude],
      label: t('pins.visit', {
        officer: visit.officerName,
        distance: distanceText(visit.distanceMetres, { t, language }),
      }),
      isFlagged: visit.flag !== null,
    });
  }
  return markers;
}
