import {
  answerInLanguage,
  DETAIL_MESSAGES,
  formatIndianNumber,
  formatRupeeAmount,
  showsUnitsAndFloors,
  type TBuildingView,
  type TPlotView,
  type TLanguage,
  type TSideView,
  yesNo,
} from '@anumati/domain';
import { Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language';
import { ViewMapLink } from '../../map';
import { useFieldRecordMarkers } from '../../field-photos';
import { DetailSubsection } from '../detail-accordion';
import { FieldList, type TField } from '../field-list';
import { QuestionAnswerList } from '../question-answer-list';
import { TableScroll } from '../../../shared/tables/table-scroll';
import { domainMessage } from '../../../shared/i18n/i18n';

const SIDES = [
  ['front', 'front'],
  ['rear', 'rear'],
  ['side1', 'side1'],
  ['side2', 'side2'],
] as const;

/** Spec 2 §2.6: coordinates read as comma-separated latitude,longitude pairs. */
const coordinates = (points: readonly [number, number][]) =>
  points.map(([latitude, longitude]) => `${latitude},${longitude}`).join(' ');

// Paise only when the value has them (market values are usually whole rupees).
const rupees = (value: number | null | undefined, language: TLanguage) =>
  value === null || value === undefined ? null : formatRupeeAmount(value, language, Number.isInteger(value) ? 0 : 2);

function SidesTable({ plot }: { plot: TPlotView }) {
  const { t } = useTranslation('application-details');
  const language = useLanguage();
  // What the citizen wrote; their Yes and No read in the officer's language.
  const cell = (value: string | number | null) =>
    value === null ? '—' : typeof value === 'string' ? answerInLanguage(value, language) : value;
  return (
    <TableScroll>
      <Table striped aria-label={t('plot.sidesLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('plot.side')}</Table.Th>
            <Table.Th>{t('plot.facing')}</Table.Th>
            <Table.Th>{t('plot.roadWidth')}</Table.Th>
            <Table.Th>{t('plot.plotWidth')}</Table.Th>
            <Table.Th>{t('plot.openLand')}</Table.Th>
            <Table.Th>{t('plot.existingBuilding')}</Table.Th>
            <Table.Th>{t('plot.others')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SIDES.map(([label, key]) => {
            const side: TSideView = plot[key];
            return (
              <Table.Tr key={key}>
                <Table.Th scope="row">{t(`sides.${label}`)}</Table.Th>
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
    </TableScroll>
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
  const { t } = useTranslation('application-details');
  const language = useLanguage();
  // Issue 53: the site photos' and visits' pins on the plot map.
  const markers = useFieldRecordMarkers(applicationId);
  if (!plot?.plot_address) return <Text size="sm">{domainMessage(DETAIL_MESSAGES.plotAddressNotFound)}</Text>;
  const fields: TField[] = [
    [t('plot.plotAddress'), plot.plot_address],
    [t('plot.propertyId'), plot.property_id],
    [t('plot.villageLocality'), plot.village],
    [t('plot.mandal'), plot.mandal],
    [t('plot.surveyNumber'), plot.survey_number],
    [t('plot.plotAreaAsPerDocument'), plot.plot_area_as_per_document_display],
    [t('plot.plotAreaOnGround'), plot.plot_area_as_per_ground_display],
    [
      t('plot.netPlotArea'),
      t('units.squareMetres', { value: formatIndianNumber(plot.net_plot_area_by_citizen, language, 2) }),
    ],
  ];
  if (showsUnitsAndFloors(plot.actual_plot_area)) {
    fields.push(
      [t('plot.noOfUnits'), building?.floor_wise_built_up_area.units_number ?? null],
      [
        t('plot.noOfFloors'),
        building?.building_info.proposed_no_of_floors_name ?? building?.building_info.no_of_floors ?? null,
      ],
    );
  }
  fields.push(
    [t('plot.plotLandType'), plot.plot_land_type],
    [t('plot.plotAreaType'), plot.plot_area_type],
    [t('plot.locationType'), plot.location_type],
    [t('plot.locationSubType'), plot.location_sub_type],
    [t('plot.plotIsPartOf'), plot.is_plot_part_of],
    [t('plot.slum'), yesNo(plot.slum, language)],
    [t('plot.sro'), plot.sro],
    [t('plot.sroLocation'), plot.sro_location],
    [t('plot.marketValue'), rupees(plot.market_value, language)],
    [t('plot.plotLandValue'), rupees(plot.plot_land_value, language)],
    [t('plot.geoCoordinates'), coordinates(plot.geo_coordinates)],
  );
  const officerCoordinates = plot.latest_geo_coordinates.officer_geo_coordinates;
  if (officerCoordinates?.length) fields.push([t('plot.officerGeoCoordinates'), coordinates(officerCoordinates)]);
  return (
    <Stack>
      <Group justify="flex-end">
        <ViewMapLink applicationId={applicationId} plot={plot} markers={markers} />
      </Group>
      <FieldList fields={fields} label={t('plot.label')} />
      <SidesTable plot={plot} />
      <DetailSubsection title={t('plot.questionsTitle')}>
        <QuestionAnswerList
          answers={plot.plot_answers}
          label={t('plot.questionsLabel')}
          emptyText={domainMessage(DETAIL_MESSAGES.noChecklist)}
        />
      </DetailSubsection>
      <DetailSubsection title={t('plot.ownershipTitle')}>
        <QuestionAnswerList
          answers={plot.documents}
          label={t('plot.ownershipLabel')}
          emptyText={domainMessage(DETAIL_MESSAGES.noDocuments)}
        />
      </DetailSubsection>
    </Stack>
  );
}
