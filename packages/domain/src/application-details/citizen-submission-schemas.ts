import { z } from 'zod';
import { isCalendarDay } from '../reports/report-period';
import { ZDeviationInputsSchema } from '../deviation/deviation-schemas';
import { hasUploadExtension } from '../documents/upload-rules';

/**
 * What the citizen platform sends besides the applicant, plot and building basics (spec 2 §3.2–§3.6): the
 * particulars the officers read on the detail screens. Shapes and names follow the spec's answer fields.
 */
const ZText = (max: number) => z.string().trim().min(1).max(max);
const ZIsoDate = z.string().refine(isCalendarDay, 'A date is written YYYY-MM-DD');
const ZArea = z.number().min(0).max(10_000_000);

export const ZQuestionAnswersSchema = z
  .array(z.object({ question: ZText(400), answer: z.string().trim().max(400) }))
  .max(60);
export type TQuestionAnswer = z.infer<typeof ZQuestionAnswersSchema>[number];

/** Spec 2 §3.3: plot particulars beyond its address, areas and sides. */
export const ZPlotDetailsSchema = z.object({
  property_id: z.string().max(40).optional(),
  plot_land_type: z.string().max(80).optional(),
  plot_land_value: z.number().min(0).optional(),
  plot_area_type: z.string().max(80).optional(),
  location_type: z.string().max(80).optional(),
  location_sub_type: z.string().max(80).optional(),
  is_plot_part_of: z.string().max(80).optional(),
  slum: z.boolean().optional(),
  sro_location: z.string().max(120).optional(),
  sro: z.string().max(120).optional(),
  plot_answers: ZQuestionAnswersSchema.optional(),
  documents: ZQuestionAnswersSchema.optional(),
});
export type TPlotDetails = z.infer<typeof ZPlotDetailsSchema>;

/** Spec 2 §3.3: what lies on each side besides its width and road (open land, a building, others). */
export const ZSideDetailsSchema = {
  openLand: z.string().max(80).optional(),
  others: z.string().max(80).optional(),
  existingBuilding: z.string().max(80).optional(),
};

const ZAbuttingRoadSchema = z.object({
  existing_road_width: ZArea,
  proposed_road_width: ZArea,
  depth_affected: ZArea,
  affected_area: ZArea,
});
export type TAbuttingRoad = z.infer<typeof ZAbuttingRoadSchema>;

/** Spec 2 §3.4: the building particulars, as the citizen sent them. */
/** Spec 1 §9: a mortgage dated before this day is refused, with spec 1 §8's applicant-side message. */
export const MORTGAGE_DATE_MINIMUM = '2020-01-01';
export const MORTGAGE_DATE_MESSAGE = 'Mortgage date cannot be before 1st January 2020';

export const ZBuildingDetailsSchema = z.object({
  is_building_new: z.boolean().optional(),
  building_category: z.string().max(80).optional(),
  building_subcategory: z.string().max(80).optional(),
  proposed_no_of_floors_name: z.string().max(40).optional(),
  usage_building: z.string().max(80).optional(),
  building_permit_issued_date: ZIsoDate.optional(),
  file_number: z.string().max(60).optional(),
  permit_number: z.string().max(60).optional(),
  total_road_affected_area: ZArea.optional(),
  no_of_rain_water_harvesting_pits: z.number().int().min(0).max(100).optional(),
  no_of_rain_water_harvesting_as_on_ground: z.number().int().min(0).max(100).optional(),
  parking_space_provision: z.string().max(40).optional(),
  stilt_area_on_ground: ZArea.optional(),
  stilt_area_as_per_sanctioned_plan: ZArea.optional(),
  work_commenced_date: ZIsoDate.optional(),
  work_completion_date: ZIsoDate.optional(),
  date_by_architect: ZIsoDate.optional(),
  abutting_road_front: ZAbuttingRoadSchema.optional(),
  abutting_road_side1: ZAbuttingRoadSchema.optional(),
  abutting_road_side2: ZAbuttingRoadSchema.optional(),
  abutting_road_side3: ZAbuttingRoadSchema.optional(),
  setback_details: z
    .object({
      front_setback: ZArea.optional(),
      other_setback: ZArea.optional(),
      manual_front_setback: ZArea.optional(),
      manual_rear_setback: ZArea.optional(),
      manual_side1_setback: ZArea.optional(),
      manual_side2_setback: ZArea.optional(),
    })
    .optional(),
  mortgage: z
    .object({
      mortgage_area: ZArea,
      mortgage_floor: z.string().max(40),
      mortgage_reg_no: z.string().max(60),
      // Both are YYYY-MM-DD days, so the strings compare as the days do.
      mortgage_date: ZIsoDate.refine((day) => day >= MORTGAGE_DATE_MINIMUM, MORTGAGE_DATE_MESSAGE),
    })
    .optional(),
  existing_building: z
    .object({ no_of_floors: z.number().int().min(0).max(200), built_up_area: ZArea, units: z.number().int().min(0) })
    .optional(),
  length_of_compound_wall: ZArea.optional(),
  height_of_compound_wall: z.number().min(0).max(10).optional(),
});
export type TBuildingDetails = z.infer<typeof ZBuildingDetailsSchema>;

export const ZFloorAreasSchema = z
  .array(z.object({ floorType: ZText(40), area: ZArea, units: z.number().int().min(0).max(1000) }))
  .max(60);

/** Spec 2 §3.5: the application's own particulars (an existing building's proceeding, what is built). */
export const ZAppDataSchema = z.object({
  existing_building_proceeding: z.object({ date: ZIsoDate, file_number: z.string().max(60) }).optional(),
  constructed_built_up_area_sqmtrs: ZArea.optional(),
  is_additional_floors_commenced: z.boolean().optional(),
});
export type TAppData = z.infer<typeof ZAppDataSchema>;

/** The layout's areas (layout and final layout applications). */
export const ZLayoutDetailsSchema = z.object({
  layout_name: z.string().max(200).optional(),
  total_area: ZArea,
  plotted_area: ZArea,
  no_of_plots: z.number().int().min(0).max(100_000),
  road_area: ZArea,
  open_space_area: ZArea,
  social_infrastructure_area: ZArea.optional(),
  utility_area: ZArea.optional(),
  mortgage_area: ZArea.optional(),
  approach_road_width: ZArea.optional(),
  layout_permit_number: z.string().max(60).optional(),
});
export type TLayoutDetails = z.infer<typeof ZLayoutDetailsSchema>;

export const ZInsuranceSchema = z.object({
  policy_no: ZText(60),
  policy_start_date: ZIsoDate,
  policy_valid_date: ZIsoDate,
});
export type TInsurance = z.infer<typeof ZInsuranceSchema>;

/** The licensed technical persons of a single-window application (architect, structural engineer…). */
export const ZEngineerSchema = z.object({
  engineer_type: ZText(60),
  name: ZText(200),
  license_number: ZText(60),
  mobile: z.string().max(15).optional(),
  email: z.string().email().max(200).optional(),
  address: z.string().max(500).optional(),
});
export type TEngineer = z.infer<typeof ZEngineerSchema>;

/** The citizen's deviation entries (occupancy, compound wall) and what they declare about the construction. */
export const ZCitizenDeviationSchema = z.object({
  citizen: ZDeviationInputsSchema,
  is_building_constructed_on_stipulated_time: z.boolean().optional(),
  proceeding_date: ZIsoDate.optional(),
  completion_date: ZIsoDate.optional(),
  no_days_deviated: z.number().int().min(0).optional(),
  total_built_up_area_as_on_ground: ZArea.optional(),
});

/** A document the platform stored in the shared bucket before handing the application over. */
export const ZSubmittedDocumentSchema = z.object({
  category: z.string().regex(/^[a-z0-9_]{1,80}$/, 'A category is lower case words joined by underscores'),
  name: ZText(200),
  s3FilePath: z
    .string()
    .regex(/^[A-Za-z0-9/_.-]{1,400}$/, 'A storage path has letters, digits and / _ . -')
    .refine(hasUploadExtension, 'A document is a .pdf, .png, .jpg or .jpeg file'),
});

/** The particulars that travel with an application from the platform (all optional: older files lack them). */
export const ZCitizenSubmissionFields = {
  parentApplicationIdentifier: z.string().max(60).optional(),
  additional: z.boolean().optional(),
  revision: z.boolean().optional(),
  additionalType: z.string().max(60).optional(),
  appData: ZAppDataSchema.optional(),
  vicinity: ZQuestionAnswersSchema.optional(),
  selfDeclaration: z.array(ZText(600)).max(40).optional(),
  deviationQuestions: ZQuestionAnswersSchema.optional(),
  insurance: ZInsuranceSchema.optional(),
  layout: ZLayoutDetailsSchema.optional(),
  engineers: z.array(ZEngineerSchema).max(20).optional(),
  deviation: ZCitizenDeviationSchema.optional(),
  documents: z.array(ZSubmittedDocumentSchema).max(100).optional(),
};
