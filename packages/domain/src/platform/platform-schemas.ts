import { z } from 'zod';
import { APPLICATION_TYPES, APPROVAL_FOR } from '../application/application-kind';
import { ZFeeParticularsSchema } from '../fees/fee-inputs';
import {
  MORTGAGE_DATE_MESSAGE,
  ZBuildingDetailsSchema,
  ZCitizenSubmissionFields,
  ZFloorAreasSchema,
  ZPlotDetailsSchema,
  ZSideDetailsSchema,
} from '../application-details/citizen-submission-schemas';
import { CORRECTABLE_COLUMNS, correctionValueProblem } from '../corrections/correction-columns';
import { CORRECTION_MESSAGES } from '../corrections/correction-messages';
import { ZAadhaarNumber, ZEmailAddress, ZMobileNumber } from './applicant-fields';

/** Spec 1 §5: the applicant-side messages, verbatim. */
export const PLATFORM_MESSAGES = {
  plotLargerThanPatta: 'Plot area as on ground cannot be more than the plot area mentioned in patta certificate',
  builtUpBelowPlot: 'Total built-up area cannot be less than Plot area',
  invalidInput: 'Invalid input. Please check your input data',
  registrationLimits: 'Instant registration is for plots up to 75 sq yards and buildings up to 7 m',
  instantApprovalLimits: 'Instant approval is for residential plots up to 500 sq m and buildings up to 10 m',
  idempotencyKeyRequired: 'An Idempotency-Key header is required',
  idempotencyKeyReused: 'This Idempotency-Key was used for a different request',
  correctionInProcess: 'A correction request is already in process for this application',
  mortgageBeforeMinimum: MORTGAGE_DATE_MESSAGE,
} as const;

export const PLATFORM_MESSAGES_TE: Record<keyof typeof PLATFORM_MESSAGES, string> = {
  plotLargerThanPatta: 'క్షేత్రస్థాయి ప్లాట్ విస్తీర్ణం పట్టా ధృవపత్రంలో పేర్కొన్న ప్లాట్ విస్తీర్ణం కంటే ఎక్కువ ఉండకూడదు',
  builtUpBelowPlot: 'మొత్తం నిర్మిత ప్రాంతం ప్లాట్ విస్తీర్ణం కంటే తక్కువ ఉండకూడదు',
  invalidInput: 'చెల్లని ఇన్‌పుట్. దయచేసి మీ ఇన్‌పుట్ డేటాను తనిఖీ చేయండి',
  registrationLimits: 'తక్షణ నమోదు 75 చదరపు గజాల వరకు ప్లాట్లకు మరియు 7 m వరకు ఎత్తున్న భవనాలకు మాత్రమే',
  instantApprovalLimits: 'తక్షణ ఆమోదం 500 sq m వరకు నివాస ప్లాట్లకు మరియు 10 m వరకు ఎత్తున్న భవనాలకు మాత్రమే',
  idempotencyKeyRequired: 'Idempotency-Key హెడర్ తప్పనిసరి',
  idempotencyKeyReused: 'ఈ Idempotency-Key వేరే అభ్యర్థనకు ఉపయోగించబడింది',
  correctionInProcess: 'ఈ దరఖాస్తుకు ఇప్పటికే ఒక సవరణ అభ్యర్థన ప్రక్రియలో ఉంది',
  mortgageBeforeMinimum: 'తనఖా తేదీ 1 జనవరి 2020 కంటే ముందు ఉండకూడదు',
};

/** Spec 1 §1 marketing limits: 75 sq yd (62.71 sq m) and 7 m; 500 sq m and 10 m. */
export const REGISTRATION_MAX_PLOT_SQ_M = 62.71;
export const REGISTRATION_MAX_HEIGHT_M = 7;
export const INSTANT_APPROVAL_MAX_PLOT_SQ_M = 500;
export const INSTANT_APPROVAL_MAX_HEIGHT_M = 10;

const ZSide = z.object({
  plotWidth: z.number().positive(),
  roadWidth: z.number().nonnegative(),
  facing: z.string().max(20).optional(),
  ...ZSideDetailsSchema,
});
const ZText = (max: number) => z.string().trim().min(1).max(max);

export const ZPlatformApplicationSchema = z
  .object({
    applicationType: z.enum(APPLICATION_TYPES),
    approvalFor: z.enum(APPROVAL_FOR),
    ulbName: ZText(200),
    applicant: z.object({
      applicantType: ZText(40),
      applicantName: ZText(200),
      relationshipType: z.string().max(10).optional(),
      relationshipName: z.string().max(200).optional(),
      aadhaarNumber: ZAadhaarNumber.optional(),
      mobile: ZMobileNumber,
      email: ZEmailAddress.optional(),
      contactAddress: ZText(500),
    }),
    plot: z.object({
      plotAddress: ZText(500),
      village: z.string().max(200).optional(),
      mandal: z.string().max(200).optional(),
      surveyNumber: z.string().max(50).optional(),
      geoCoordinates: z.array(z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)])).max(500),
      marketValue: z.number().nonnegative().optional(),
      actualPlotArea: z.number().positive(),
      plotAreaAsPerDocument: z.number().positive(),
      netPlotArea: z.number().positive(),
      front: ZSide,
      rear: ZSide,
      side1: ZSide,
      side2: ZSide,
      details: ZPlotDetailsSchema.optional(),
    }),
    building: z.object({
      purposeOfBuilding: ZText(100),
      noOfFloors: z.number().int().min(0).max(200),
      heightInMetres: z.number().min(0).max(500),
      totalBuiltUpArea: z.number().nonnegative(),
      floorWiseBuiltUpArea: ZFloorAreasSchema.optional(),
      details: ZBuildingDetailsSchema.optional(),
    }),
    /** What the fee needs beyond the plot and building (spec 3 §9 inputs); without it, DEFAULT_FEE_PARTICULARS. */
    feeParticulars: ZFeeParticularsSchema.optional(),
    ...ZCitizenSubmissionFields,
  })
  .superRefine((value, context) => {
    if (value.plot.actualPlotArea > value.plot.plotAreaAsPerDocument) {
      context.addIssue({
        code: 'custom',
        path: ['plot', 'actualPlotArea'],
        message: PLATFORM_MESSAGES.plotLargerThanPatta,
      });
    }
    const isTooBig = (maxPlot: number, maxHeight: number) =>
      value.plot.netPlotArea > maxPlot || value.building.heightInMetres > maxHeight;
    if (value.applicationType === 'REGISTRATION' && isTooBig(REGISTRATION_MAX_PLOT_SQ_M, REGISTRATION_MAX_HEIGHT_M)) {
      context.addIssue({
        code: 'custom',
        path: ['plot', 'netPlotArea'],
        message: PLATFORM_MESSAGES.registrationLimits,
      });
    }
    const isInstantBuilding = value.applicationType === 'SELF CERTIFICATION' && value.approvalFor === 'BUILDING';
    if (isInstantBuilding && isTooBig(INSTANT_APPROVAL_MAX_PLOT_SQ_M, INSTANT_APPROVAL_MAX_HEIGHT_M)) {
      context.addIssue({
        code: 'custom',
        path: ['plot', 'netPlotArea'],
        message: PLATFORM_MESSAGES.instantApprovalLimits,
      });
    }
  });
export type TPlatformApplication = z.infer<typeof ZPlatformApplicationSchema>;

/** What the applicant does on the platform that the officers' workflow waits for. */
export const PLATFORM_EVENTS = ['shortfall-answer', 'show-cause-reply', 'fee-payment', 'withdrawal'] as const;
export type TPlatformEvent = (typeof PLATFORM_EVENTS)[number];

/**
 * A citizen's correction request: which fields, to what, with the supporting documents. oldValue is optional and
 * not trusted: the server records the application's value as it stands when the request is filed.
 */
export const ZPlatformCorrectionRequestSchema = z.object({
  corrections: z
    .array(
      z.object({
        columnName: z.enum(CORRECTABLE_COLUMNS, { message: CORRECTION_MESSAGES.unknownColumn }),
        oldValue: z.string().max(1000).optional(),
        newValue: z.string().trim().max(1000),
        supportingDocUrl: z.string().max(1000).optional(),
        supportingOptionalDocUrl: z.array(z.string().max(1000)).max(10).optional(),
      }),
    )
    .min(1, 'At least one correction is needed')
    .max(20, 'At most 20 corrections in one request')
    .superRefine((corrections, context) => {
      const seen = new Set<string>();
      for (const [index, correction] of corrections.entries()) {
        const problem = correctionValueProblem(correction.columnName, correction.newValue);
        if (problem) context.addIssue({ code: 'custom', path: [index, 'newValue'], message: problem });
        if (seen.has(correction.columnName)) {
          context.addIssue({
            code: 'custom',
            path: [index, 'columnName'],
            message: CORRECTION_MESSAGES.duplicateColumn,
          });
        }
        seen.add(correction.columnName);
      }
    }),
});
export type TPlatformCorrectionRequest = z.infer<typeof ZPlatformCorrectionRequestSchema>;
