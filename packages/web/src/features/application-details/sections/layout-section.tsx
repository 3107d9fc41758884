import { areaDisplay, DETAIL_MESSAGES, type TLayoutDetails } from '@anumati/domain';
import { Text } from '@mantine/core';
import { FieldList } from '../field-list';

const area = (value: number | undefined) => (value === undefined ? null : areaDisplay(value));

/** Layout Details: the layout's areas and plots. */
export function LayoutSection({ layout }: { layout: TLayoutDetails | null }) {
  if (!layout) return <Text size="sm">{DETAIL_MESSAGES.buildingInfoNotFound}</Text>;
  return (
    <FieldList
      label="Layout details"
      fields={[
        ['Layout Name', layout.layout_name],
        ['Layout Permit Number', layout.layout_permit_number],
        ['Total Area', area(layout.total_area)],
        ['Plotted Area', area(layout.plotted_area)],
        ['No. of Plots', layout.no_of_plots],
        ['Road Area', area(layout.road_area)],
        ['Open Space Area', area(layout.open_space_area)],
        ['Social Infrastructure Area', area(layout.social_infrastructure_area)],
        ['Utility Area', area(layout.utility_area)],
        ['Mortgage Area', area(layout.mortgage_area)],
        ['Approach Road Width', layout.approach_road_width === undefined ? null : `${layout.approach_road_width} m`],
      ]}
    />
  );
}
