import { areaDisplay, DETAIL_MESSAGES, type TLayoutDetails } from '@anumati/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FieldList } from '../field-list';
import { domainMessage } from '../../../shared/i18n/i18n';

const area = (value: number | undefined) => (value === undefined ? null : areaDisplay(value));

/** Layout Details: the layout's areas and plots. */
export function LayoutSection({ layout }: { layout: TLayoutDetails | null }) {
  const { t } = useTranslation('application-details');
  if (!layout) return <Text size="sm">{domainMessage(DETAIL_MESSAGES.buildingInfoNotFound)}</Text>;
  return (
    <FieldList
      label={t('layout.label')}
      fields={[
        [t('layout.layoutName'), layout.layout_name],
        [t('layout.layoutPermitNumber'), layout.layout_permit_number],
        [t('layout.totalArea'), area(layout.total_area)],
        [t('layout.plottedArea'), area(layout.plotted_area)],
        [t('layout.noOfPlots'), layout.no_of_plots],
        [t('layout.roadArea'), area(layout.road_area)],
        [t('layout.openSpaceArea'), area(layout.open_space_area)],
        [t('layout.socialInfrastructureArea'), area(layout.social_infrastructure_area)],
        [t('layout.utilityArea'), area(layout.utility_area)],
        [t('layout.mortgageArea'), area(layout.mortgage_area)],
        [
          t('layout.approachRoadWidth'),
          layout.approach_road_width === undefined ? null : t('units.metres', { value: layout.approach_road_width }),
        ],
      ]}
    />
  );
}
