import {
  areaDisplay,
  DETAIL_MESSAGES,
  formatDisplayDate,
  type TAbuttingRoad,
  type TBuildingView,
  type TDetailViewKind,
  yesNo,
} from '@anumati/domain';
import { Stack, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DetailSubsection } from '../detail-accordion';
import { FieldList, type TField } from '../field-list';
import { useLanguage } from '../../../shared/i18n/use-language';
import { TableScroll } from '../../../shared/tables/table-scroll';
import { domainMessage } from '../../../shared/i18n/i18n';

const area = (value: number | null | undefined) => (value === null || value === undefined ? null : areaDisplay(value));

function FloorTable({ building }: { building: TBuildingView }) {
  const { t } = useTranslation('application-details');
  const floors = building.floor_wise_built_up_area;
  if (floors.data.length === 0) return <Text size="sm">{domainMessage(DETAIL_MESSAGES.builtupAreaNotFound)}</Text>;
  return (
    <TableScroll>
      <Table striped aria-label={t('building.floorWiseLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('building.floor')}</Table.Th>
            <Table.Th>{t('building.builtUpArea')}</Table.Th>
            <Table.Th>{t('building.units')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {floors.data.map((floor) => (
            <Table.Tr key={floor.floor_type}>
              <Table.Td>{floor.floor_type}</Table.Td>
              <Table.Td>{floor.area_display}</Table.Td>
              <Table.Td>{floor.units}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{t('building.total')}</Table.Th>
            <Table.Td>{floors.total_built_up_area_display}</Table.Td>
            <Table.Td>{floors.units_number}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </TableScroll>
  );
}

const ROADS = [
  ['front', 'abutting_road_front'],
  ['side1', 'abutting_road_side1'],
  ['side2', 'abutting_road_side2'],
  ['side3', 'abutting_road_side3'],
] as const;

function AbuttingRoads({ building }: { building: TBuildingView }) {
  const { t } = useTranslation('application-details');
  const roads = ROADS.flatMap(([label, key]) => {
    const road: TAbuttingRoad | null = building[key];
    return road ? [{ label: t(`sides.${label}`), road }] : [];
  });
  if (roads.length === 0) return null;
  return (
    <DetailSubsection title={t('building.abuttingRoadsTitle')}>
      <TableScroll>
        <Table striped aria-label={t('building.abuttingRoadsLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('building.side')}</Table.Th>
              <Table.Th>{t('building.existingRoadWidth')}</Table.Th>
              <Table.Th>{t('building.proposedRoadWidth')}</Table.Th>
              <Table.Th>{t('building.depthAffected')}</Table.Th>
              <Table.Th>{t('building.affectedArea')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {roads.map(({ label, road }) => (
              <Table.Tr key={label}>
                <Table.Th scope="row">{label}</Table.Th>
                <Table.Td>{road.existing_road_width}</Table.Td>
                <Table.Td>{road.proposed_road_width}</Table.Td>
                <Table.Td>{road.depth_affected}</Table.Td>
                <Table.Td>{road.affected_area}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </DetailSubsection>
  );
}

/** Spec 2 §2.4: the stilt areas show only when parking is provided in a stilt. */
function parkingFields(info: TBuildingView['building_info'], t: TFunction<'application-details'>): TField[] {
  const fields: TField[] = [[t('building.parkingSpaceProvision'), info.parking_space_provision]];
  if (info.parking_space_provision === 'Stilt') {
    fields.push(
      [t('building.stiltAreaOnGround'), area(info.stilt_area_on_ground)],
      [t('building.stiltAreaAsPerSanctionedPlan'), area(info.stilt_area_as_per_sanctioned_plan)],
    );
  }
  return fields;
}

/**
 * Building Details (spec 2 §3.4), for each screen: the building plan's particulars, an occupancy's sanction
 * and construction dates, or a compound wall's length and height.
 */
export function BuildingSection({ building, kind }: { building: TBuildingView | null; kind: TDetailViewKind }) {
  const language = useLanguage();
  const { t } = useTranslation('application-details');
  const metres = (value: number | null | undefined) =>
    value === null || value === undefined ? null : t('units.metres', { value });
  if (!building) return <Text size="sm">{domainMessage(DETAIL_MESSAGES.buildingInfoNotFound)}</Text>;
  const info = building.building_info;
  if (kind === 'COMPOUND_WALL') {
    return (
      <FieldList
        label={t('building.label')}
        fields={[
          [t('building.lengthOfCompoundWall'), metres(building.length_of_compound_wall)],
          [t('building.heightOfCompoundWall'), metres(building.height_of_compound_wall)],
          ...parkingFields(info, t),
        ]}
      />
    );
  }
  const fields: TField[] = [
    [t('building.purposeOfBuilding'), info.purpose_of_building],
    [t('building.buildingCategory'), info.building_category],
    [t('building.buildingSubCategory'), info.building_subcategory],
    [t('building.proposedNoOfFloors'), info.proposed_no_of_floors_name],
    [t('building.noOfFloors'), info.no_of_floors],
    [t('building.height'), metres(info.height)],
    [t('building.usageOfBuilding'), info.usage_building],
    [t('building.newBuilding'), yesNo(info.is_building_new, language)],
    [t('building.totalBuiltUpArea'), area(info.total_built_up_area)],
    [t('building.netPlotArea'), building.net_plot_area_display],
    [t('building.totalRoadAffectedArea'), area(building.total_road_affected_area)],
    [t('building.rainWaterHarvestingPits'), info.no_of_rain_water_harvesting_pits],
    ...parkingFields(info, t),
    [t('building.dateByArchitect'), info.date_by_architect ? formatDisplayDate(info.date_by_architect) : null],
  ];
  if (kind === 'OCCUPANCY') {
    fields.push(
      [
        t('building.buildingPermitIssuedDate'),
        info.building_permit_issued_date ? formatDisplayDate(info.building_permit_issued_date) : null,
      ],
      [t('building.fileNumber'), info.file_number],
      [t('building.permitNumber'), info.permit_number],
      [t('building.workCommencedDate'), info.work_commenced_date ? formatDisplayDate(info.work_commenced_date) : null],
      [
        t('building.workCompletionDate'),
        info.work_completion_date ? formatDisplayDate(info.work_completion_date) : null,
      ],
      [t('building.rainWaterHarvestingPitsOnGround'), info.no_of_rain_water_harvesting_as_on_ground],
    );
  }
  const setbacks = building.setback_details;
  const mortgage = building.mortgage;
  return (
    <Stack>
      <FieldList fields={fields} label={t('building.label')} />
      <DetailSubsection title={t('building.floorWiseTitle')}>
        <FloorTable building={building} />
      </DetailSubsection>
      {setbacks && (
        <DetailSubsection title={t('building.setbacks')}>
          <FieldList
            label={t('building.setbacks')}
            fields={[
              [t('building.frontSetback'), metres(setbacks.front_setback)],
              [t('building.otherSetbacks'), metres(setbacks.other_setback)],
              [t('building.frontAsEntered'), metres(setbacks.manual_front_setback)],
              [t('building.rearAsEntered'), metres(setbacks.manual_rear_setback)],
              [t('building.side1AsEntered'), metres(setbacks.manual_side1_setback)],
              [t('building.side2AsEntered'), metres(setbacks.manual_side2_setback)],
            ]}
          />
        </DetailSubsection>
      )}
      <AbuttingRoads building={building} />
      {mortgage && (
        <DetailSubsection title={t('mortgage.title')}>
          <FieldList
            label={t('mortgage.title')}
            fields={[
              [t('mortgage.mortgageArea'), area(mortgage.mortgage_area)],
              [t('mortgage.mortgageFloor'), mortgage.mortgage_floor],
              [t('mortgage.mortgageRegistrationNo'), mortgage.mortgage_reg_no],
              [t('mortgage.mortgageDate'), formatDisplayDate(mortgage.mortgage_date)],
            ]}
          />
        </DetailSubsection>
      )}
      {building.existing_building && (
        <DetailSubsection title={t('building.existingBuildingTitle')}>
          <FieldList
            label={t('building.existingBuildingLabel')}
            fields={[
              [t('building.existingFloors'), building.existing_building.no_of_floors],
              [t('building.existingBuiltUpArea'), area(building.existing_building.built_up_area)],
              [t('building.existingUnits'), building.existing_building.units],
            ]}
          />
        </DetailSubsection>
      )}
    </Stack>
  );
}
