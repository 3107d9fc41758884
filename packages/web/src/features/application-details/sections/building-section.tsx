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
import { DetailSubsection } from '../detail-accordion';
import { FieldList, type TField } from '../field-list';

const metres = (value: number | null | undefined) => (value === null || value === undefined ? null : `${value} m`);
const area = (value: number | null | undefined) => (value === null || value === undefined ? null : areaDisplay(value));

function FloorTable({ building }: { building: TBuildingView }) {
  const floors = building.floor_wise_built_up_area;
  if (floors.data.length === 0) return <Text size="sm">{DETAIL_MESSAGES.builtupAreaNotFound}</Text>;
  return (
    <Table striped aria-label="Floor-wise built-up area">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Floor</Table.Th>
          <Table.Th>Built-up Area</Table.Th>
          <Table.Th>Units</Table.Th>
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
          <Table.Th scope="row">Total</Table.Th>
          <Table.Td>{floors.total_built_up_area_display}</Table.Td>
          <Table.Td>{floors.units_number}</Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}

const ROADS = [
  ['Front', 'abutting_road_front'],
  ['Side 1', 'abutting_road_side1'],
  ['Side 2', 'abutting_road_side2'],
  ['Side 3', 'abutting_road_side3'],
] as const;

function AbuttingRoads({ building }: { building: TBuildingView }) {
  const roads = ROADS.flatMap(([label, key]) => {
    const road: TAbuttingRoad | null = building[key];
    return road ? [{ label, road }] : [];
  });
  if (roads.length === 0) return null;
  return (
    <DetailSubsection title="Abutting Roads">
      <Table striped aria-label="Abutting roads">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Side</Table.Th>
            <Table.Th>Existing Road Width (m)</Table.Th>
            <Table.Th>Proposed Road Width (m)</Table.Th>
            <Table.Th>Depth Affected (m)</Table.Th>
            <Table.Th>Affected Area (Sq.m)</Table.Th>
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
    </DetailSubsection>
  );
}

/** Spec 2 §2.4: the stilt areas show only when parking is provided in a stilt. */
function parkingFields(info: TBuildingView['building_info']): TField[] {
  const fields: TField[] = [['Parking Space Provision', info.parking_space_provision]];
  if (info.parking_space_provision === 'Stilt') {
    fields.push(
      ['Stilt Area on Ground', area(info.stilt_area_on_ground)],
      ['Stilt Area as per Sanctioned Plan', area(info.stilt_area_as_per_sanctioned_plan)],
    );
  }
  return fields;
}

/**
 * Building Details (spec 2 §3.4), for each screen: the building plan's particulars, an occupancy's sanction
 * and construction dates, or a compound wall's length and height.
 */
export function BuildingSection({ building, kind }: { building: TBuildingView | null; kind: TDetailViewKind }) {
  if (!building) return <Text size="sm">{DETAIL_MESSAGES.buildingInfoNotFound}</Text>;
  const info = building.building_info;
  if (kind === 'COMPOUND_WALL') {
    return (
      <FieldList
        label="Building details"
        fields={[
          ['Length of Compound Wall', metres(building.length_of_compound_wall)],
          ['Height of Compound Wall', metres(building.height_of_compound_wall)],
          ...parkingFields(info),
        ]}
      />
    );
  }
  const fields: TField[] = [
    ['Purpose of Building', info.purpose_of_building],
    ['Building Category', info.building_category],
    ['Building Sub Category', info.building_subcategory],
    ['Proposed No. of Floors', info.proposed_no_of_floors_name],
    ['No. of Floors', info.no_of_floors],
    ['Height', metres(info.height)],
    ['Usage of Building', info.usage_building],
    ['New Building', yesNo(info.is_building_new)],
    ['Total Built-up Area', area(info.total_built_up_area)],
    ['Net Plot Area', building.net_plot_area_display],
    ['Total Road Affected Area', area(building.total_road_affected_area)],
    ['Rain Water Harvesting Pits', info.no_of_rain_water_harvesting_pits],
    ...parkingFields(info),
    ['Date by Architect', info.date_by_architect ? formatDisplayDate(info.date_by_architect) : null],
  ];
  if (kind === 'OCCUPANCY') {
    fields.push(
      [
        'Building Permit Issued Date',
        info.building_permit_issued_date ? formatDisplayDate(info.building_permit_issued_date) : null,
      ],
      ['File Number', info.file_number],
      ['Permit Number', info.permit_number],
      ['Work Commenced Date', info.work_commenced_date ? formatDisplayDate(info.work_commenced_date) : null],
      ['Work Completion Date', info.work_completion_date ? formatDisplayDate(info.work_completion_date) : null],
      ['Rain Water Harvesting Pits as on Ground', info.no_of_rain_water_harvesting_as_on_ground],
    );
  }
  const setbacks = building.setback_details;
  const mortgage = building.mortgage;
  return (
    <Stack>
      <FieldList fields={fields} label="Building details" />
      <DetailSubsection title="Floor-wise Built-up Area">
        <FloorTable building={building} />
      </DetailSubsection>
      {setbacks && (
        <DetailSubsection title="Setbacks">
          <FieldList
            label="Setbacks"
            fields={[
              ['Front Setback', metres(setbacks.front_setback)],
              ['Other Setbacks', metres(setbacks.other_setback)],
              ['Front (as entered)', metres(setbacks.manual_front_setback)],
              ['Rear (as entered)', metres(setbacks.manual_rear_setback)],
              ['Side 1 (as entered)', metres(setbacks.manual_side1_setback)],
              ['Side 2 (as entered)', metres(setbacks.manual_side2_setback)],
            ]}
          />
        </DetailSubsection>
      )}
      <AbuttingRoads building={building} />
      {mortgage && (
        <DetailSubsection title="Mortgage">
          <FieldList
            label="Mortgage"
            fields={[
              ['Mortgage Area', area(mortgage.mortgage_area)],
              ['Mortgage Floor', mortgage.mortgage_floor],
              ['Mortgage Registration No.', mortgage.mortgage_reg_no],
              ['Mortgage Date', formatDisplayDate(mortgage.mortgage_date)],
            ]}
          />
        </DetailSubsection>
      )}
      {building.existing_building && (
        <DetailSubsection title="Existing Building">
          <FieldList
            label="Existing building"
            fields={[
              ['Existing Floors', building.existing_building.no_of_floors],
              ['Existing Built-up Area', area(building.existing_building.built_up_area)],
              ['Existing Units', building.existing_building.units],
            ]}
          />
        </DetailSubsection>
      )}
    </Stack>
  );
}
