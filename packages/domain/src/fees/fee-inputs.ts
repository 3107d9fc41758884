import { z } from 'zod';
import type { TApplicationType } from '../application/application-kind';
import { YES_NO } from '../forms/form-field';
import type { TLanguage } from '../i18n/language';

/** Spec 3 §9: the fee calculator's application types, SW (single window) and SC (instant approval). */
export const FEE_APPLICATION_TYPES = ['SW', 'SC'] as const;
export type TFeeApplicationType = (typeof FEE_APPLICATION_TYPES)[number];
export const FEE_APPLICATION_TYPE_LABELS: Record<TFeeApplicationType, string> = {
  SW: 'Single Window',
  SC: 'Instant Approval',
};

export const FEE_AUTHORITIES = ['DTCP', 'HMDA', 'GHMC', 'OTHERS'] as const;
export type TFeeAuthority = (typeof FEE_AUTHORITIES)[number];

/** Spec 3 §9: ULB grades by code. */
export const ULB_GRADES = {
  1: 'GRADE 1',
  2: 'GRADE 2',
  3: 'GRADE 3',
  4: 'MUNICIPAL CORPORATION',
  5: 'SPECIAL GRADE',
  6: 'UDA',
  7: 'GWMC',
} as const;
export type TUlbGradeCode = keyof typeof ULB_GRADES;
export const ULB_GRADE_CODES = [1, 2, 3, 4, 5, 6, 7] as const satisfies readonly TUlbGradeCode[];

export const BUILDING_PURPOSES = ['Residential', 'Non Residential'] as const;
export type TBuildingPurpose = (typeof BUILDING_PURPOSES)[number];

/** Spec 3 §9 approval types of the plot, verbatim. */
export const APPROVAL_TYPES = [
  'Approved Layout Plan',
  'Approved Building Plan',
  'Building Under BPS',
  'LRS Approved',
  'Gramkantam/Abadi',
  'Before 1985',
] as const;
export type TApprovalType = (typeof APPROVAL_TYPES)[number];

/** Spec 3 §9: the GHMC-only zone choice, with the spec's spelling. */
export const GHMC_ZONE_AREAS = ['Jubliee Hills/Banjara Hills', 'Other Areas'] as const;
export type TGhmcZoneArea = (typeof GHMC_ZONE_AREAS)[number];

/** Spec 3 §9: the calculator takes heights up to 10 m. */
export const FEE_CALCULATOR_MAX_HEIGHT_M = 10;

export const FEE_INPUT_MESSAGES = {
  height: 'Please choose height less than 10',
  netPlotArea: 'Net plot area cannot be more than plot area',
  floorBuiltUpArea: 'Floor built-up area cannot be more than total built-up area',
  ghmcZoneArea: 'Please choose the GHMC zone area',
  number: 'Please enter a valid number',
} as const;

export const FEE_INPUT_MESSAGES_TE: Record<keyof typeof FEE_INPUT_MESSAGES, string> = {
  height: 'దయచేసి 10 కంటే తక్కువ ఎత్తును ఎంచుకోండి',
  netPlotArea: 'నికర ప్లాట్ విస్తీర్ణం ప్లాట్ విస్తీర్ణం కంటే ఎక్కువ ఉండకూడదు',
  floorBuiltUpArea: 'అంతస్తు నిర్మిత ప్రాంతం మొత్తం నిర్మిత ప్రాంతం కంటే ఎక్కువ ఉండకూడదు',
  ghmcZoneArea: 'దయచేసి GHMC జోన్ ప్రాంతాన్ని ఎంచుకోండి',
  number: 'దయచేసి చెల్లుబాటు అయ్యే సంఖ్యను నమోదు చేయండి',
};

/**
 * A non-negative, finite number; query strings arrive as text. An empty text is not 0: a missing input is an
 * error, not a free plot.
 */
const ZArea = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
  z
    .number({ error: FEE_INPUT_MESSAGES.number })
    .finite(FEE_INPUT_MESSAGES.number)
    .nonnegative(FEE_INPUT_MESSAGES.number)
    .max(10_000_000, FEE_INPUT_MESSAGES.number),
);

/**
 * What a fee depends on, named as the calculator's query (spec 3 §7 get_total_fee_breakup) so one vocabulary
 * runs from the query through the formulas to the formula_values an officer reads. Areas in sq m, height in
 * m, market value in Rs per sq yd (the registration department's unit).
 */
const feeInputsShape = {
  application_type: z.enum(FEE_APPLICATION_TYPES),
  building_purpose: z.enum(BUILDING_PURPOSES),
  authority: z.enum(FEE_AUTHORITIES),
  ulb_grade: z.preprocess(
    (value) => (typeof value === 'string' ? Number(value) : value),
    z.union(ULB_GRADE_CODES.map((code) => z.literal(code))),
  ),
  plot_area: ZArea,
  height: ZArea,
  net_plot_area: ZArea,
  total_built_up_area: ZArea,
  floor_built_up_area: ZArea,
  approval_type: z.enum(APPROVAL_TYPES),
  vlt_paid: z.enum(YES_NO),
  market_value: ZArea,
  ghmc_zone_area: z.enum(GHMC_ZONE_AREAS).nullish(),
  sub_div_of_plot: z.enum(YES_NO),
};

type TFeeInputsShape = z.infer<z.ZodObject<typeof feeInputsShape>>;

/** What the calculator's fields and the officer's fee inputs are called on screen. */
export const FEE_INPUT_LABELS: Record<keyof TFeeInputsShape, string> = {
  application_type: 'Application Type',
  building_purpose: 'Building Purpose',
  authority: 'Authority',
  ulb_grade: 'ULB Grade',
  plot_area: 'Plot Area (sq m)',
  height: 'Height (m)',
  net_plot_area: 'Net Plot Area (sq m)',
  total_built_up_area: 'Total Built-up Area (sq m)',
  floor_built_up_area: 'Floor Built-up Area (sq m)',
  approval_type: 'Approval Type',
  vlt_paid: 'VLT Paid',
  market_value: 'Market Value (Rs per sq yd)',
  ghmc_zone_area: 'GHMC Zone Area',
  sub_div_of_plot: 'Sub-division of Plot',
};

function checkFeeInputs(value: TFeeInputsShape, context: z.RefinementCtx) {
  if (value.net_plot_area > value.plot_area) {
    context.addIssue({ code: 'custom', path: ['net_plot_area'], message: FEE_INPUT_MESSAGES.netPlotArea });
  }
  if (value.floor_built_up_area > value.total_built_up_area) {
    context.addIssue({ code: 'custom', path: ['floor_built_up_area'], message: FEE_INPUT_MESSAGES.floorBuiltUpArea });
  }
  if (value.authority === 'GHMC' && !value.ghmc_zone_area) {
    context.addIssue({ code: 'custom', path: ['ghmc_zone_area'], message: FEE_INPUT_MESSAGES.ghmcZoneArea });
  }
}

/** The inputs of an application's system fee: any height (single-window buildings go above 10 m). */
export const ZFeeInputsSchema = z.object(feeInputsShape).superRefine(checkFeeInputs);
export type TFeeInputs = z.infer<typeof ZFeeInputsSchema>;

/** The public calculator's query: the same inputs, with the spec's 10 m height limit. */
export const ZFeeCalculatorQuerySchema = z
  .object({
    ...feeInputsShape,
    height: ZArea.pipe(z.number().max(FEE_CALCULATOR_MAX_HEIGHT_M, FEE_INPUT_MESSAGES.height)),
  })
  .superRefine(checkFeeInputs);

/** What the citizen platform says about the plot that the fee needs and the plot record does not hold. */
export const ZFeeParticularsSchema = z.object({
  approvalType: z.enum(APPROVAL_TYPES),
  isVltPaid: z.boolean(),
  isSubDivisionOfPlot: z.boolean(),
  ghmcZoneArea: z.enum(GHMC_ZONE_AREAS).optional(),
});
export type TFeeParticulars = z.infer<typeof ZFeeParticularsSchema>;

/** Decision: an application sent without its fee particulars is read as a plot in an approved layout, VLT paid. */
export const DEFAULT_FEE_PARTICULARS: TFeeParticulars = {
  approvalType: 'Approved Layout Plan',
  isVltPaid: true,
  isSubDivisionOfPlot: false,
};

/** Spec 3 §9 grade codes for a ULB's grade as the jurisdiction data names it; GWMC is a grade of its own. */
export function ulbGradeCode(grade: string, ulbName: string): TUlbGradeCode {
  if (/\(GWMC\)|Greater Warangal/i.test(ulbName)) return 7;
  const normalized = grade.trim().toUpperCase();
  const found = ULB_GRADE_CODES.find((code) => ULB_GRADES[code] === normalized);
  // Decision: a grade the table does not know (a newly constituted ULB) is charged as the lowest, GRADE 3.
  return found ?? 3;
}

/** The calculator's authority for a planning authority's code: the urban development authorities are OTHERS. */
export function feeAuthorityOf(authorityCode: string): TFeeAuthority {
  return authorityCode === 'GHMC' || authorityCode === 'HMDA' || authorityCode === 'DTCP' ? authorityCode : 'OTHERS';
}

export type TApplicationFeeFacts = {
  applicationType: TApplicationType;
  purposeOfBuilding: string;
  authorityCode: string;
  ulbGrade: string;
  ulbName: string;
  actualPlotArea: number;
  netPlotArea: number;
  heightInMetres: number;
  totalBuiltUpArea: number;
  noOfFloors: number;
  /** The ground floor's built-up area when the citizen gave it floor by floor. */
  groundFloorArea: number | null;
  marketValue: number | null;
  particulars: TFeeParticulars;
};

/**
 * An application's fee inputs, as the calculator would take them. Decisions: any purpose other than
 * Residential is Non Residential; without floor-wise areas the floor built-up area is the total over the
 * floors (ground counted as one); instant approvals are SC, every other fee-bearing type SW.
 */
export function feeInputsOfApplication(facts: TApplicationFeeFacts): TFeeInputs {
  const authority = feeAuthorityOf(facts.authorityCode);
  const floorArea = facts.groundFloorArea ?? facts.totalBuiltUpArea / Math.max(facts.noOfFloors, 1);
  return {
    application_type: facts.applicationType === 'SELF CERTIFICATION' ? 'SC' : 'SW',
    building_purpose:
      facts.purposeOfBuilding.trim().toLowerCase() === 'residential' ? 'Residential' : 'Non Residential',
    authority,
    ulb_grade: ulbGradeCode(facts.ulbGrade, facts.ulbName),
    plot_area: facts.actualPlotArea,
    height: facts.heightInMetres,
    net_plot_area: Math.min(facts.netPlotArea, facts.actualPlotArea),
    total_built_up_area: facts.totalBuiltUpArea,
    floor_built_up_area: Math.round(Math.min(floorArea, facts.totalBuiltUpArea) * 100) / 100,
    approval_type: facts.particulars.approvalType,
    vlt_paid: facts.particulars.isVltPaid ? 'Yes' : 'No',
    market_value: facts.marketValue ?? 0,
    ghmc_zone_area: authority === 'GHMC' ? (facts.particulars.ghmcZoneArea ?? 'Other Areas') : null,
    sub_div_of_plot: facts.particulars.isSubDivisionOfPlot ? 'Yes' : 'No',
  };
}

export const FEE_APPLICATION_TYPE_LABELS_TE: Record<TFeeApplicationType, string> = {
  SW: 'సింగిల్ విండో',
  SC: 'తక్షణ ఆమోదం',
};

export const ULB_GRADES_TE: Record<TUlbGradeCode, string> = {
  1: 'గ్రేడ్ 1',
  2: 'గ్రేడ్ 2',
  3: 'గ్రేడ్ 3',
  4: 'మున్సిపల్ కార్పొరేషన్',
  5: 'స్పెషల్ గ్రేడ్',
  6: 'UDA',
  7: 'GWMC',
};

export const BUILDING_PURPOSE_LABELS_TE: Record<TBuildingPurpose, string> = {
  Residential: 'నివాస',
  'Non Residential': 'నివాసేతర',
};

export const APPROVAL_TYPE_LABELS_TE: Record<TApprovalType, string> = {
  'Approved Layout Plan': 'ఆమోదించిన లేఅవుట్ ప్లాన్',
  'Approved Building Plan': 'ఆమోదించిన భవన ప్లాన్',
  'Building Under BPS': 'BPS కింద భవనం',
  'LRS Approved': 'LRS ఆమోదం పొందినది',
  'Gramkantam/Abadi': 'గ్రామకంఠం/అబాది',
  'Before 1985': '1985 కి ముందు',
};

export const GHMC_ZONE_AREA_LABELS_TE: Record<TGhmcZoneArea, string> = {
  'Jubliee Hills/Banjara Hills': 'జూబ్లీ హిల్స్/బంజారా హిల్స్',
  'Other Areas': 'ఇతర ప్రాంతాలు',
};

export const FEE_INPUT_LABELS_TE: Record<keyof TFeeInputsShape, string> = {
  application_type: 'దరఖాస్తు రకం',
  building_purpose: 'భవన వినియోగం',
  authority: 'అధికార సంస్థ',
  ulb_grade: 'ULB గ్రేడ్',
  plot_area: 'ప్లాట్ విస్తీర్ణం (sq m)',
  height: 'ఎత్తు (m)',
  net_plot_area: 'నికర ప్లాట్ విస్తీర్ణం (sq m)',
  total_built_up_area: 'మొత్తం నిర్మిత ప్రాంతం (sq m)',
  floor_built_up_area: 'అంతస్తు నిర్మిత ప్రాంతం (sq m)',
  approval_type: 'ఆమోద రకం',
  vlt_paid: 'VLT చెల్లించారా',
  market_value: 'మార్కెట్ విలువ (sq yd కు రూ.)',
  ghmc_zone_area: 'GHMC జోన్ ప్రాంతం',
  sub_div_of_plot: 'ప్లాట్ ఉప విభజన',
};

/** A fee calculator field's name in the officer's language. */
export function feeInputLabel(field: keyof TFeeInputsShape, language: TLanguage = 'en'): string {
  return (language === 'te' ? FEE_INPUT_LABELS_TE : FEE_INPUT_LABELS)[field];
}

/** A choice of a fee calculator field (application type, ULB grade, purpose, approval type, zone) as shown. */
export function feeChoiceLabel(choice: string | number, language: TLanguage = 'en'): string {
  if (typeof choice === 'number') {
    const grades: Record<TUlbGradeCode, string> = language === 'te' ? ULB_GRADES_TE : ULB_GRADES;
    return grades[choice as TUlbGradeCode] ?? String(choice);
  }
  if (language === 'en') return (FEE_APPLICATION_TYPE_LABELS as Record<string, string>)[choice] ?? choice;
  const telugu: Readonly<Record<string, string>> = {
    ...FEE_APPLICATION_TYPE_LABELS_TE,
    ...BUILDING_PURPOSE_LABELS_TE,
    ...APPROVAL_TYPE_LABELS_TE,
    ...GHMC_ZONE_AREA_LABELS_TE,
    Yes: 'అవును',
    No: 'కాదు',
  };
  return telugu[choice] ?? choice;
}
