import type { TApplicationType, TApprovalFor } from '../application/application-kind';
import type { TApplicationStatus } from '../application/application-status';
import type { TDeviationAnswer } from '../deviation/deviation-values';
import type {
  TAbuttingRoad,
  TAppData,
  TBuildingDetails,
  TEngineer,
  TLayoutDetails,
  TPlotDetails,
  TQuestionAnswer,
} from './citizen-submission-schemas';

/**
 * The answers of the detail screens' REST calls (spec 2 §3, §7), shared by the server that builds them and the
 * console that reads them. Field names are the spec's (snake_case, as the citizen platform's API writes them).
 */
export type TRestAnswer<TData> = { success: boolean; message: string; data: TData };

/** Spec 2 §3.7: a stored document, with a short-lived signed link to open it. */
export type TMediaItem = {
  id: number;
  category: string;
  name: string;
  /** Added to the spec's fields: the officer's own file name (sanitised), null when not kept; see mediaDisplayName. */
  original_name: string | null;
  s3FilePath: string;
  download_url: string;
  content_type: string;
  created_at: string;
};

/**
 * Spec 2 §3.2. Personal data is decided on the server (spec 2 §6): mobile is null for roles that may not see
 * it; the Aadhaar number arrives masked to its last four digits.
 */
export type TApplicantView = {
  applicant_type: string;
  applicant_name: string;
  relationship_type: string | null;
  relationship_name: string | null;
  aadhaar_number: string | null;
  mobile: string | null;
  email: string | null;
  contact_address: string;
  policy_no: string | null;
  policy_start_date: string | null;
  policy_valid_date: string | null;
};

export type TSideView = {
  facing: string | null;
  road_width: number;
  open_land: string | null;
  plot_width: number;
  others: string | null;
  existing_building: string | null;
};

export type TPlotView = Omit<TPlotDetails, 'plot_answers' | 'documents'> & {
  /** The plot's record: the property_id of the map's calls (property_id above is the citizen's tax number). */
  id: number;
  plot_address: string;
  village: string | null;
  mandal: string | null;
  survey_number: string | null;
  geo_coordinates: [number, number][];
  latest_geo_coordinates: { officer_geo_coordinates: [number, number][] | null };
  plot_area_as_per_document: number;
  plot_area_as_per_document_display: string;
  plot_area_as_per_ground: number;
  plot_area_as_per_ground_display: string;
  actual_plot_area: number;
  net_plot_area_by_citizen: number;
  market_value: number | null;
  application_type: string;
  approval_for: TApprovalFor;
  plot_answers: TQuestionAnswer[];
  documents: TQuestionAnswer[];
  front: TSideView;
  rear: TSideView;
  side1: TSideView;
  side2: TSideView;
};

export type TFloorAreaView = { floor_type: string; area: number; area_display: string; units: number };

export type TBuildingView = {
  building_info: Omit<
    TBuildingDetails,
    | 'abutting_road_front'
    | 'abutting_road_side1'
    | 'abutting_road_side2'
    | 'abutting_road_side3'
    | 'setback_details'
    | 'mortgage'
    | 'existing_building'
    | 'length_of_compound_wall'
    | 'height_of_compound_wall'
  > & {
    purpose_of_building: string;
    no_of_floors: number;
    height: number;
    total_built_up_area: number;
  };
  floor_wise_built_up_area: {
    data: TFloorAreaView[];
    total_built_up_area_display: string;
    units_number: number;
  };
  abutting_road_front: TAbuttingRoad | null;
  abutting_road_side1: TAbuttingRoad | null;
  abutting_road_side2: TAbuttingRoad | null;
  abutting_road_side3: TAbuttingRoad | null;
  total_road_affected_area: number | null;
  net_plot_area_display: string;
  length_of_compound_wall: number | null;
  height_of_compound_wall: number | null;
  setback_details: NonNullable<TBuildingDetails['setback_details']> | null;
  mortgage: NonNullable<TBuildingDetails['mortgage']> | null;
  existing_building: NonNullable<TBuildingDetails['existing_building']> | null;
};

/** Spec 2 §3.5: what the approved parent (for an additional floor or a revision) was approved for. */
export type TParentApplicationDetails = {
  id: number;
  application_identifier: string;
  approval_for: TApprovalFor;
  status: TApplicationStatus;
  existing_floors: number | null;
  built_up_area: number | null;
  units: number | null;
  sro: string | null;
  mortgage: TBuildingView['mortgage'];
  layout: TLayoutDetails | null;
};

export type TAppDataView = TAppData & {
  id: number;
  application_identifier: string;
  application_type: TApplicationType;
  approval_for: TApprovalFor;
  status: TApplicationStatus;
  applied_on: string;
  created_at: string;
  ulb_name: string;
  district: string;
  authority: string;
  additional: boolean;
  revision: boolean;
  additional_type: string | null;
  parent_application_details: TParentApplicationDetails | null;
};

export type TCorrectionDetails = {
  id: number;
  status: string;
  is_approve: boolean | null;
  final_remark: string | null;
  created_at: string;
  corrections: {
    id: number;
    column_name: string;
    old_value: string;
    new_value: string;
    is_approve: boolean | null;
    remark: string | null;
  }[];
};

export type TCorrectionAssignee = { officer: string; is_approve: boolean | null };

/** GET applications/{id}/view (spec 2 §3.1). */
export type TApplicationView = {
  app_data: TAppDataView;
  applicant: TApplicantView;
  plot: TPlotView | null;
  building: TBuildingView | null;
  layout_details: TLayoutDetails | null;
  vicinity: TQuestionAnswer[];
  /** REG, SC (self certification), SW, OC. */
  application_type: string;
  show_cause_replied: boolean;
  /**
   * Added to the spec's fields (spec 2 §2.5 "Showcause Document with remarks"): the reasons of the latest show cause
   * notice as the deciding officer wrote them; null when none was raised.
   */
  show_cause_remarks: string | null;
  application_status: TApplicationStatus;
  engineers: { data: TEngineer[] };
  self_declaration: string[];
  signed_copy_medias: TMediaItem[];
  media: { data: TMediaItem[] };
  correction_assignees: TCorrectionAssignee[];
  correction_details: TCorrectionDetails | null;
};

/** GET applications/{id}/occupancy_show (spec 2 §7). */
export type TOccupancyView = Pick<
  TApplicationView,
  'app_data' | 'applicant' | 'plot' | 'building' | 'application_type' | 'media' | 'application_status'
> & {
  deviation: TDeviationAnswer | null;
  deviation_questions: TQuestionAnswer[];
};

/** GET applications/{id}/compound_wall_show (spec 2 §7, with the fields "some screens" read). */
export type TCompoundWallView = TOccupancyView &
  Pick<
    TApplicationView,
    'layout_details' | 'vicinity' | 'signed_copy_medias' | 'show_cause_replied' | 'show_cause_remarks'
  > & {
    application_identifier: string;
  };

/** GET applications/{id}/citizen_uploaded_documents. */
export type TCitizenDocuments = { media: { data: TMediaItem[] } };

/** GET applications/{id}/certificates: certificate name → signed link, and the signed-QR copies. */
export type TCertificates = { certificates: Record<string, string>; signed_copy_medias: TMediaItem[] };

/* GET fee_details/{id} (spec 2 §3.7, spec 3 §3) is the fees module's: TFeeDetails in fees/fee-details.ts. */
