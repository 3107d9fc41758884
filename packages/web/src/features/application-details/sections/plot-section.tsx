import {
  DETAIL_MESSAGES,
  showsUnitsAndFloors,
  type TBuildingView,
  type TPlotView,
  type TSideView,
  yesNo,
} from '@anumati/domain';
import { Group, Stack, Table, Text } from '@mantine/core';
import { ViewMapLink } from '../../map/view-map-link';
import { DetailSubsection } from '../detail-accordion';
import { FieldList, type TField } from '../field-list';
import { QuestionAnswerList } from '../question-answer-list';

const SIDES = [
  ['Front', 'front'],
  ['Rear', 'rear'],
  ['Side 1', 'side1'],
  ['Side 2', 'side2'],
] as const;

/** Spec 2 §2.6: coordinates read as comma-separated latitude,longitude pairs. */
const coordinates = (points: readonly [number, number][]) =>
  points.map(([latitude, longitude]) => `${latitude},${longitude}`).join(' ');

const rupees = (value: number | null | undefined) =>
  value === null || value === undefined ? null : `₹ ${value.toLocaleString('en-IN')}`;

function SidesTable({ plot }: { plot: TPlotView }) {
  const cell = (value: string | number | null) => value ?? '—';
  return (
    <Table striped aria-label="Plot sides">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Side</Table.Th>
          <Table.Th>Facing</Table.Th>
          <Table.Th>Road Width (m)</Table.Th>
          <Table.Th>Plot Width (m)</Table.Th>
          <Table.Th>Open Land</Table.Th>
          <Table.Th>Existing Building</Table.Th>
          <Table.Th>Others</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {SIDES.map(([label, key]) => {
          const side: TSideView = plot[key];
          return (
            <Table.Tr key={key}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td>{cell(side.facing)}</Table.Td>
              <Table.Td>{side.road_width}</Table.Td>
              <Table.Td>{side.plot_width}</Table.Td>
              <Table.Td>{cell(side.open_land)}</Table.Td>
              <Table.Td>{cell(side.existing_building)}</Table.Td>
              <Table.Td>{cell(side.others)}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/**
 * Plot Details (spec 2 §3.3) with the View Map link (spec 2 §2.2, §2.5). Units and floors rows show when the
 * actual plot area exceeds 200 (spec 2 §2.2).
 */
export function PlotSection({
  applicationId,
  plot,
  building,
}: {
  applicationId: string;
  plot: TPlotView | null;
  building: TBuildingView | null;
}) {
  if (!plot?.plot_address) return <Text size="sm">{DETAIL_MESSAGES.plotAddressNotFound}</Text>;
  const fields: TField[] = [
    ['Plot Address', plot.plot_address],
    ['Property ID', plot.property_id],
    ['Village / Locality', plot.village],
    ['Mandal', plot.mandal],
    ['Survey Number', plot.survey_number],
    ['Plot Area as per Document', plot.plot_area_as_per_document_display],
    ['Plot Area as on Ground', plot.plot_area_as_per_ground_display],
    ['Net Plot Area', `${plot.net_plot_area_by_citizen.toFixed(2)} Sq.m`],
  ];
  if (showsUnitsAndFloors(plot.actual_plot_area)) {
    fields.push(
      ['No. of Units', building?.floor_wise_built_up_area.units_number ?? null],
      [
        'No. of Floors',
        building?.building_info.proposed_no_of_floors_name ?? building?.building_info.no_of_floors ?? null,
      ],
    );
  }
  fields.push(
    ['Plot Land Type', plot.plot_land_type],
    ['Plot Area Type', plot.plot_area_type],
    ['Location Type', plot.location_type],
    ['Location Sub Type', plot.location_sub_type],
    ['Plot is Part of', plot.is_plot_part_of],
    ['Slum', yesNo(plot.slum)],
    ['SRO', plot.sro],
    ['SRO Location', plot.sro_location],
    ['Market Value (per Sq.yd)', rupees(plot.market_value)],
    ['Plot Land Value', rupees(plot.plot_land_value)],
    ['Geo Coordinates', coordinates(plot.geo_coordinates)],
  );
  const officerCoordinates = plot.latest_geo_coordinates.officer_geo_coordinates;
  if (officerCoordinates?.length) fields.push(['Officer Geo Coordinates', coordinates(officerCoordinates)]);
  return (
    <Stack>
      <Group justify="flex-end">
        <ViewMapLink applicationId={applicationId} plot={plot} />
      </Group>
      <FieldList fields={fields} label="Plot details" />
      <SidesTable plot={plot} />
      <DetailSubsection title="Plot Questions">
        <QuestionAnswerList
          answers={plot.plot_answers}
          label="Plot questions"
          emptyText={DETAIL_MESSAGES.noChecklist}
        />
      </DetailSubsection>
      <DetailSubsection title="Ownership Document">
        <QuestionAnswerList
          answers={plot.documents}
          label="Ownership document"
          emptyText={DETAIL_MESSAGES.noDocuments}
        />
      </DetailSubsection>
    </Stack>
  );
}
