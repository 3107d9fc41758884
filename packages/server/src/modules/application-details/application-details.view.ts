import {
  applicationTypeCode,
  areaDisplay,
  canSeeApplicantMobile,
  maskAadhaar,
  protectCorrectionValue,
  toDeviationAnswer,
  type TAppDataView,
  type TApplicantView,
  type TBuildingView,
  type TCorrectionDetails,
  type TDeviationAnswer,
  type TParentApplicationDetails,
  type TPermissionLevel,
  type TPlotView,
  type TSideView,
} from '@anumati/domain';
import type { TSide } from '../application';
import type {
  findDeviation,
  findLatestCorrection,
  findParentRecord,
  TApplicationRecord,
} from './application-details.repository';

/** Shapes the stored rows into the spec's answer fields (spec 2 §3); personal data decided here, on the server. */

type TViewer = { permissionLevel: TPermissionLevel | string };

export function toApplicantView(record: TApplicationRecord, viewer: TViewer): TApplicantView {
  const { applicant, submission } = record;
  return {
    applicant_type: applicant.applicantType,
    applicant_name: applicant.applicantName,
    relationship_type: applicant.relationshipType,
    relationship_name: applicant.relationshipName,
    aadhaar_number: maskAadhaar(applicant.aadhaarNumber),
    // Spec 2 §6: the number itself reaches only the roles allowed to see it; others get nothing to decrypt.
    mobile: canSeeApplicantMobile(viewer.permissionLevel) ? applicant.mobile : null,
    email: applicant.email,
    contact_address: applicant.contactAddress,
    policy_no: submission?.insurance?.policy_no ?? null,
    policy_start_date: submission?.insurance?.policy_start_date ?? null,
    policy_valid_date: submission?.insurance?.policy_valid_date ?? null,
  };
}

const toSideView = (side: TSide): TSideView => ({
  facing: side.facing ?? null,
  road_width: side.roadWidth,
  open_land: side.openLand ?? null,
  plot_width: side.plotWidth,
  others: side.others ?? null,
  existing_building: side.existingBuilding ?? null,
});

export function toPlotView(record: TApplicationRecord): TPlotView | null {
  const { property, application } = record;
  if (!property) return null;
  const { plot_answers, documents, ...details } = property.details;
  return {
    ...details,
    id: property.id,
    plot_address: property.plotAddress,
    village: property.village,
    mandal: property.mandal,
    survey_number: property.surveyNumber,
    geo_coordinates: property.geoCoordinates,
    latest_geo_coordinates: { officer_geo_coordinates: property.officerGeoCoordinates },
    plot_area_as_per_document: property.plotAreaAsPerDocument,
    plot_area_as_per_document_display: areaDisplay(property.plotAreaAsPerDocument),
    plot_area_as_per_ground: property.actualPlotArea,
    plot_area_as_per_ground_display: areaDisplay(property.actualPlotArea),
    actual_plot_area: property.actualPlotArea,
    net_plot_area_by_citizen: property.netPlotArea,
    market_value: property.marketValue,
    application_type: applicationTypeCode(application.applicationType),
    approval_for: application.approvalFor,
    plot_answers: plot_answers ?? [],
    documents: documents ?? [],
    front: toSideView(property.front),
    rear: toSideView(property.rear),
    side1: toSideView(property.side1),
    side2: toSideView(property.side2),
  };
}

export function toBuildingView(record: TApplicationRecord): TBuildingView | null {
  const { building, property } = record;
  if (!building) return null;
  const {
    abutting_road_front,
    abutting_road_side1,
    abutting_road_side2,
    abutting_road_side3,
    setback_details,
    mortgage,
    existing_building,
    length_of_compound_wall,
    height_of_compound_wall,
    ...info
  } = building.details;
  const floors = building.floorWiseBuiltUpArea;
  return {
    building_info: {
      ...info,
      purpose_of_building: building.purposeOfBuilding,
      no_of_floors: building.noOfFloors,
      height: building.heightInMetres,
      total_built_up_area: building.totalBuiltUpArea,
    },
    floor_wise_built_up_area: {
      data: floors.map((floor) => ({
        floor_type: floor.floorType,
        area: floor.area,
        area_display: areaDisplay(floor.area),
        units: floor.units,
      })),
      total_built_up_area_display: areaDisplay(building.totalBuiltUpArea),
      units_number: floors.reduce((total, floor) => total + floor.units, 0),
    },
    abutting_road_front: abutting_road_front ?? null,
    abutting_road_side1: abutting_road_side1 ?? null,
    abutting_road_side2: abutting_road_side2 ?? null,
    abutting_road_side3: abutting_road_side3 ?? null,
    total_road_affected_area: info.total_road_affected_area ?? null,
    net_plot_area_display: property ? areaDisplay(property.netPlotArea) : '',
    length_of_compound_wall: length_of_compound_wall ?? null,
    height_of_compound_wall: height_of_compound_wall ?? null,
    setback_details: setback_details ?? null,
    mortgage: mortgage ?? null,
    existing_building: existing_building ?? null,
  };
}

type TParentRecord = NonNullable<Awaited<ReturnType<typeof findParentRecord>>>;

function toParentDetails(parent: TParentRecord | undefined): TParentApplicationDetails | null {
  if (!parent) return null;
  const floors = parent.building?.floorWiseBuiltUpArea ?? [];
  return {
    id: parent.application.id,
    application_identifier: parent.application.applicationIdentifier,
    approval_for: parent.application.approvalFor,
    status: parent.application.status,
    existing_floors: parent.building?.noOfFloors ?? null,
    built_up_area: parent.building?.totalBuiltUpArea ?? null,
    units: floors.length > 0 ? floors.reduce((total, floor) => total + floor.units, 0) : null,
    sro: parent.plotDetails?.sro ?? null,
    mortgage: parent.building?.details.mortgage ?? null,
    layout: parent.layout ?? null,
  };
}

export function toAppDataView(record: TApplicationRecord, parent: TParentRecord | undefined): TAppDataView {
  const { application, submission } = record;
  return {
    ...submission?.appData,
    id: application.id,
    application_identifier: application.applicationIdentifier,
    application_type: application.applicationType,
    approval_for: application.approvalFor,
    status: application.status,
    applied_on: application.appliedOn.toISOString(),
    created_at: application.createdAt.toISOString(),
    ulb_name: record.ulbName,
    district: record.districtName,
    authority: record.authorityCode,
    additional: application.additional,
    revision: application.revision,
    additional_type: application.additionalType,
    parent_application_details: toParentDetails(parent),
  };
}

type TCorrectionRows = Awaited<ReturnType<typeof findLatestCorrection>>;

export function toCorrectionDetails(rows: TCorrectionRows, viewer: TViewer): TCorrectionDetails | null {
  const request = rows[0]?.request;
  if (!request) return null;
  return {
    id: request.id,
    status: request.status,
    is_approve: request.isApprove,
    final_remark: request.finalRemark,
    created_at: request.createdAt.toISOString(),
    corrections: rows.flatMap(({ correction }) =>
      correction
        ? [
            {
              id: correction.id,
              column_name: correction.columnName,
              old_value: protectCorrectionValue({
                columnName: correction.columnName,
                value: correction.oldValue,
                ...viewer,
              }),
              new_value: protectCorrectionValue({
                columnName: correction.columnName,
                value: correction.newValue,
                ...viewer,
              }),
              is_approve: correction.isApprove,
              remark: correction.remark,
            },
          ]
        : [],
    ),
  };
}

export function toDeviationView(row: Awaited<ReturnType<typeof findDeviation>>): TDeviationAnswer | null {
  if (!row) return null;
  return toDeviationAnswer({
    levels: { CITIZEN: row.citizenValues, 'LEVEL-1': row.l1Values, 'LEVEL-2': row.l2Values, 'LEVEL-3': row.l3Values },
    isBuildingConstructedOnStipulatedTime: row.isBuildingConstructedOnStipulatedTime,
    proceedingDate: row.proceedingDate,
    completionDate: row.completionDate,
    noDaysDeviated: row.noDaysDeviated,
    totalBuiltUpAreaAsOnGround: row.totalBuiltUpAreaAsOnGround,
    isDeviationUpdated: row.isDeviationUpdated,
    isDeviationSubmitted: row.isDeviationSubmitted,
  });
}
