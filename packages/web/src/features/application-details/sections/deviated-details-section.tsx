import {
  DETAIL_MESSAGES,
  deviationInputsOf,
  formatDisplayDate,
  formatIndianNumber,
  officerDeviationLevelShown,
  type TApplicationStatus,
  type TDeviationAnswer,
} from '@anumati/domain';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language';
import { DeviationTable, useDeviationCaption } from '../../deviation';
import { FieldList } from '../field-list';
import { domainMessage } from '../../../shared/i18n/i18n';

/**
 * Deviated Details (spec 2 §2.3, §2.4): the citizen-updated table, and the officers' table once the file is in
 * final processing or decided and an officer level has measured (which level: officerDeviationLevelShown).
 */
export function DeviatedDetailsSection({
  deviation,
  status,
  kind,
}: {
  deviation: TDeviationAnswer | null;
  status: TApplicationStatus;
  kind: 'OCCUPANCY' | 'COMPOUND_WALL';
}) {
  const { t } = useTranslation('application-details');
  const { t: tCommon } = useTranslation('common');
  const language = useLanguage();
  const captionOf = useDeviationCaption();
  const citizen = deviation ? deviationInputsOf(deviation, 'CITIZEN') : null;
  if (!deviation || !citizen) return <Text size="sm">{domainMessage(DETAIL_MESSAGES.noDeviation)}</Text>;
  const officerLevel = officerDeviationLevelShown({ kind, status, answer: deviation });
  const officer = officerLevel ? deviationInputsOf(deviation, officerLevel) : null;
  const stipulated = deviation.is_building_constructed_on_stipulated_time;
  return (
    <Stack>
      <FieldList
        label={t('deviation.construction')}
        fields={[
          [t('deviation.proceedingDate'), formatDisplayDate(deviation.proceeding_date)],
          [t('deviation.completionDate'), formatDisplayDate(deviation.completion_date)],
          [
            t('deviation.constructedWithinStipulatedTime'),
            stipulated === null ? null : tCommon(stipulated === 1 ? 'yes' : 'no'),
          ],
          [t('deviation.noOfDaysDeviated'), deviation.no_days_deviated],
          [
            t('deviation.totalBuiltUpAreaOnGround'),
            deviation.total_built_up_area_as_on_ground === null
              ? null
              : t('units.squareMetres', {
                  value: formatIndianNumber(deviation.total_built_up_area_as_on_ground, language, 2),
                }),
          ],
        ]}
      />
      <DeviationTable caption={captionOf('CITIZEN')} values={citizen} isReadOnly />
      {officerLevel && officer && <DeviationTable caption={captionOf(officerLevel)} values={officer} isReadOnly />}
    </Stack>
  );
}
