import { z } from 'zod';
import { zDatabaseId } from '../shared/database-id';
import type { TApplicationStatus } from '../application/application-status';
import type { TFeeApplicationType } from './fee-inputs';
import { roundFee } from './fee-rounding';
import { FEE_HEADS, INITIAL_PAID_HEADS, type TFeeHeadAmount, type TFormulaValues } from './fee-schedule';
import type { TLanguage } from '../i18n/language';

/**
 * Spec 3 §3: a preexisting fee is one the applicant has already paid, which an officer may only raise; an
 * adjusted fee is one the officer may lower or raise with remarks, and every Other Fee Head is one.
 */
export const FEE_LINE_TYPES = ['preexisting-fee', 'adjusted-fee'] as const;
export type TFeeLineType = (typeof FEE_LINE_TYPES)[number];

/** Spec 3 §3 fee breakup line: amount is the system fee, newAmount the officer's. */
export type TFeeBreakupLine = {
  cost_head_name: string;
  amount: number;
  newAmount: number;
  remarks: string;
  type: TFeeLineType;
  formula_string: string;
  formula_values: TFormulaValues;
};

/** An Other Fee Head as the officer enters it. */
export type TOtherFeeHead = { cost_head_name: string; newAmount: number; remarks: string };

/** Spec 3 §5 fee rules and confirm texts, verbatim (typos included); the rest are this console's own. */
export const FEE_MESSAGES = {
  remarksRequired: 'Please enter remarks',
  belowPreexisting: 'Adjusted Amount to be more than Amount',
  otherHeadAmount: 'Please enter Other Fee Heads Amount',
  otherHeadName: 'Please select Other Fee Head',
  otherHeadTwice: 'Each Other Fee Head can be picked once',
  roadImpactFees: 'Road impact fees Should be greater than 0',
  confirmChanges: 'Are you sure you want to submit the fee changes?',
  confirmNoChanges: 'There are no fee changes',
  feeDifference: 'Their is a Difference in Fee , please Review the Fee while Submitting',
  submitFee: 'Please submit fee',
  /** Where the fee is the turn's recommendation, the fee conditions close with it. */
  conditionsFirst: 'Please submit the fee conditions before the fee',
  invalidAmount: 'Amounts must be non-negative numbers with at most one decimal point',
  unknownHead: 'Unknown fee head',
  everyHead: 'The fee breakup must list every fee head of the system fee once',
  remarksTooLong: 'Remarks can be at most 500 characters',
  alreadySubmitted: 'The fee is already submitted for this application',
  noFee: 'No fee is calculated for this application',
  notFeeTurn: 'The fee can be submitted only by the officer adjusting the fee, while the file is with them',
  noFeeAction: 'You do not have the fee action',
} as const;

export const FEE_MESSAGES_TE: Record<keyof typeof FEE_MESSAGES, string> = {
  remarksRequired: 'దయచేసి వ్యాఖ్యలు నమోదు చేయండి',
  belowPreexisting: 'సర్దుబాటు చేసిన మొత్తం అసలు మొత్తం కంటే ఎక్కువ ఉండాలి',
  otherHeadAmount: 'దయచేసి ఇతర రుసుము పద్దుల మొత్తాన్ని నమోదు చేయండి',
  otherHeadName: 'దయచేసి ఇతర రుసుము పద్దును ఎంచుకోండి',
  otherHeadTwice: 'ప్రతి ఇతర రుసుము పద్దును ఒక్కసారే ఎంచుకోవచ్చు',
  roadImpactFees: 'రహదారి ప్రభావ రుసుము 0 కంటే ఎక్కువ ఉండాలి',
  confirmChanges: 'మీరు ఖచ్చితంగా రుసుము మార్పులను సమర్పించాలనుకుంటున్నారా?',
  confirmNoChanges: 'రుసుములో మార్పులు లేవు',
  feeDifference: 'రుసుములో వ్యత్యాసం ఉంది, దయచేసి సమర్పించేటప్పుడు రుసుమును సమీక్షించండి',
  submitFee: 'దయచేసి రుసుమును సమర్పించండి',
  conditionsFirst: 'దయచేసి రుసుముకు ముందు రుసుము షరతులను సమర్పించండి',
  invalidAmount: 'మొత్తాలు ఒకటి మించని దశాంశ బిందువుతో రుణాత్మకం కాని సంఖ్యలు అయి ఉండాలి',
  unknownHead: 'తెలియని రుసుము పద్దు',
  everyHead: 'రుసుము వివరణలో సిస్టమ్ రుసుములోని ప్రతి పద్దు ఒక్కసారి ఉండాలి',
  remarksTooLong: 'వ్యాఖ్యలు గరిష్ఠంగా 500 అక్షరాలు ఉండవచ్చు',
  alreadySubmitted: 'ఈ దరఖాస్తుకు రుసుము ఇప్పటికే సమర్పించబడింది',
  noFee: 'ఈ దరఖాస్తుకు రుసుము లెక్కించబడలేదు',
  notFeeTurn: 'ఫైల్ రుసుము సర్దుబాటు చేసే అధికారి వద్ద ఉన్నప్పుడు ఆ అధికారి మాత్రమే రుసుమును సమర్పించగలరు',
  noFeeAction: 'మీకు రుసుము చర్య అనుమతి లేదు',
};

export const RECOMMEND_WITH_FEE_CHANGES = 'Recommend with fee changes';
export const RECOMMEND_WITHOUT_FEE_CHANGES = 'Recommend without Fee changes';

const FEE_RECOMMENDATION_LABELS_TE: Readonly<Record<string, string>> = {
  [RECOMMEND_WITH_FEE_CHANGES]: 'రుసుము మార్పులతో సిఫార్సు చేయండి',
  [RECOMMEND_WITHOUT_FEE_CHANGES]: 'రుసుము మార్పులు లేకుండా సిఫార్సు చేయండి',
};

/** The fee recommendation choices as the officer reads them (the English is what is sent). */
export function feeRecommendationLabel(choice: string, language: TLanguage = 'en'): string {
  return language === 'te' ? (FEE_RECOMMENDATION_LABELS_TE[choice] ?? choice) : choice;
}
export const MAX_FEE_REMARKS_LENGTH = 500;

/** Spec 3 §5: these heads cannot be edited; the compounding fee cannot for occupancy either. */
export const NON_EDITABLE_FEE_HEADS: readonly string[] = [
  'Initial Processing Fees',
  'DTCP Scrutiny Fee',
  'HMDA Scrutinee Charges',
];
export const COMPOUNDING_FEE_HEAD = 'Compounding Fees';
const ROAD_IMPACT_FEES = 'Road Impact Fees';

export function isFeeHeadEditable(name: string, options: { isOccupancy: boolean }): boolean {
  if (NON_EDITABLE_FEE_HEADS.includes(name)) return false;
  return !(options.isOccupancy && name === COMPOUNDING_FEE_HEAD);
}

/**
 * The system fee as breakup lines. Decision: an instant approval paid its whole system fee at submission, so
 * each line is a preexisting fee; a single-window applicant paid only the initial heads, so the rest are
 * adjusted fees.
 */
export function systemFeeBreakup(
  heads: readonly TFeeHeadAmount[],
  applicationType: TFeeApplicationType,
): TFeeBreakupLine[] {
  return heads.map((head) => ({
    cost_head_name: head.cost_head_name,
    amount: head.amount,
    newAmount: head.amount,
    remarks: '',
    type:
      applicationType === 'SC' || INITIAL_PAID_HEADS.includes(head.cost_head_name) ? 'preexisting-fee' : 'adjusted-fee',
    formula_string: head.formula_string,
    formula_values: head.formula_values,
  }));
}

/**
 * Spec 3 §5: what an amount field keeps of what is typed: digits, one decimal point and a leading minus sign.
 * The minus stays so that leaving the field turns a negative amount into 0 (amountOfInput), as the spec says;
 * dropping it would turn "-250" into 250, an amount the officer never meant.
 */
export function sanitizeAmountInput(raw: string): string {
  const sign = raw.trimStart().startsWith('-') ? '-' : '';
  const kept = raw.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  return sign + (point === -1 ? kept : `${kept.slice(0, point + 1)}${kept.slice(point + 1).replace(/\./g, '')}`);
}

/**
 * Spec 3 §5: the amount an input stands for once it is left: empty is 0; negative or non-numeric input is 0
 * (for other heads the spec says so; the table's fields never hold such text); rounded to 2 decimals.
 */
export function amountOfInput(raw: string): number {
  const text = raw.trim();
  if (!/^\d*\.?\d*$/.test(text) || text === '' || text === '.') return 0;
  const value = Number(text);
  return Number.isFinite(value) ? roundFee(value) : 0;
}

/** The first rule a line of the fee table breaks, or null (spec 3 §5 "Fee rules"). */
export function feeLineError(line: TFeeBreakupLine, options: { isOccupancy: boolean }): string | null {
  const isChanged = line.newAmount !== line.amount;
  if (isChanged && !isFeeHeadEditable(line.cost_head_name, options)) return `${line.cost_head_name} cannot be edited`;
  if (line.type === 'preexisting-fee' && line.newAmount < line.amount) return FEE_MESSAGES.belowPreexisting;
  if (line.cost_head_name === ROAD_IMPACT_FEES && line.newAmount <= 0) return FEE_MESSAGES.roadImpactFees;
  if (isChanged && line.remarks.trim() === '') return FEE_MESSAGES.remarksRequired;
  return null;
}

/** The first rule each Other Fee Head breaks, or null: a name picked once, a non-zero amount, a remark. */
export function otherFeeHeadErrors(others: readonly TOtherFeeHead[], tableHeads: readonly string[]): (string | null)[] {
  return others.map((head, index) => {
    if (head.cost_head_name.trim() === '') return FEE_MESSAGES.otherHeadName;
    if (!FEE_HEADS.includes(head.cost_head_name)) return FEE_MESSAGES.unknownHead;
    // A head the officer may not edit cannot come back as an other head either (spec 3 §5).
    if (NON_EDITABLE_FEE_HEADS.includes(head.cost_head_name)) return `${head.cost_head_name} cannot be edited`;
    const isPickedBefore =
      tableHeads.includes(head.cost_head_name) ||
      others.slice(0, index).some((other) => other.cost_head_name === head.cost_head_name);
    if (isPickedBefore) return FEE_MESSAGES.otherHeadTwice;
    if (!(head.newAmount > 0)) return FEE_MESSAGES.otherHeadAmount;
    if (head.remarks.trim() === '') return FEE_MESSAGES.remarksRequired;
    return null;
  });
}

/**
 * The heads an officer can still pick for one Other Fee Head row: none already in the table or another row, and
 * none of the heads that cannot be edited.
 */
export function pickableOtherFeeHeads(tableHeads: readonly string[], pickedElsewhere: readonly string[]): string[] {
  return FEE_HEADS.filter(
    (name) => !tableHeads.includes(name) && !pickedElsewhere.includes(name) && !NON_EDITABLE_FEE_HEADS.includes(name),
  );
}

export type TFeeSummary = {
  existingTotal: number;
  adjustedTotal: number;
  otherTotal: number;
  initialPaid: number;
  totalToPay: number;
  difference: number;
  hasChanges: boolean;
};

/**
 * Spec 3 §4 and §9: total difference = other heads + adjusted total − existing total; total to pay = other
 * heads + adjusted total − what was paid initially (DTCP Scrutiny Fee and Initial Processing Fees).
 */
export function feeSummary(lines: readonly TFeeBreakupLine[], others: readonly TOtherFeeHead[]): TFeeSummary {
  const sum = (values: number[]) => roundFee(values.reduce((total, value) => total + value, 0));
  const existingTotal = sum(lines.map((line) => line.amount));
  const adjustedTotal = sum(lines.map((line) => line.newAmount));
  const otherTotal = sum(others.map((head) => head.newAmount));
  const initialPaid = sum(
    lines.filter((line) => INITIAL_PAID_HEADS.includes(line.cost_head_name)).map((line) => line.amount),
  );
  return {
    existingTotal,
    adjustedTotal,
    otherTotal,
    initialPaid,
    totalToPay: roundFee(otherTotal + adjustedTotal - initialPaid),
    difference: roundFee(otherTotal + adjustedTotal - existingTotal),
    hasChanges: others.length > 0 || lines.some((line) => line.newAmount !== line.amount),
  };
}

/**
 * Spec 3 §4 "Fee submission status": a fee difference above 0 gives FEE_ADJUSTMENTS_SUBMITTED, otherwise
 * PROCEEDINGS_IN_PROGRESS. Decision: the spec's third rule (ACCEPTED when a CP or ACP officer at L2 finds no
 * difference) rides on the status update call it sends only for old-workflow files; every file here runs the
 * new workflow, where the commissioner-level officer decides, so it is not applied.
 */
export function feeSubmissionStatus(summary: Pick<TFeeSummary, 'difference'>): TApplicationStatus {
  return summary.difference > 0 ? 'FEE_ADJUSTMENTS_SUBMITTED' : 'PROCEEDINGS_IN_PROGRESS';
}

const ZAmount = z
  .number({ error: FEE_MESSAGES.invalidAmount })
  .finite(FEE_MESSAGES.invalidAmount)
  .nonnegative(FEE_MESSAGES.invalidAmount)
  .max(1e12, FEE_MESSAGES.invalidAmount);

/** A line as the console sends it; the server keeps its own amounts, types and formulas. */
export const ZSubmittedFeeLineSchema = z.object({
  cost_head_name: z.string().trim().max(100),
  newAmount: ZAmount,
  remarks: z.string().max(MAX_FEE_REMARKS_LENGTH, FEE_MESSAGES.remarksTooLong).nullish(),
  type: z.enum(FEE_LINE_TYPES).nullish(),
});
export type TSubmittedFeeLine = z.infer<typeof ZSubmittedFeeLineSchema>;

/**
 * feeDetails(applicationId, feeBreakup, officerId) (spec 3 §7): feeBreakup is the JSON list of lines, the
 * table's and the Other Fee Heads'. Text, negative numbers and 1e309 (Infinity once parsed) are refused.
 */
export const ZFeeDetailsInputSchema = z.object({
  applicationId: zDatabaseId('Unknown application'),
  officerId: zDatabaseId().nullish(),
  feeBreakup: z
    .string()
    .max(100_000)
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: FEE_MESSAGES.invalidAmount });
        return z.NEVER;
      }
    })
    .pipe(z.array(ZSubmittedFeeLineSchema).min(1, FEE_MESSAGES.everyHead).max(100)),
});
export type TFeeDetailsInput = z.infer<typeof ZFeeDetailsInputSchema>;

export type TFeeSubmissionCheck =
  { ok: true; breakup: TFeeBreakupLine[]; summary: TFeeSummary } | { ok: false; message: string };

/**
 * The server's check of a submitted breakup against the stored system fee, with the console's rules: every
 * system head once (its amount, type and formula kept from the system fee), each line's rules, then the Other
 * Fee Heads'. The result is what gets stored.
 */
export function checkFeeSubmission(
  calculated: readonly TFeeBreakupLine[],
  submitted: readonly TSubmittedFeeLine[],
  options: { isOccupancy: boolean },
): TFeeSubmissionCheck {
  const systemNames = calculated.map((line) => line.cost_head_name);
  const lines: TFeeBreakupLine[] = [];
  for (const system of calculated) {
    const matches = submitted.filter((line) => line.cost_head_name === system.cost_head_name);
    const [match] = matches;
    if (!match || matches.length > 1) return { ok: false, message: FEE_MESSAGES.everyHead };
    const line = { ...system, newAmount: roundFee(match.newAmount), remarks: match.remarks?.trim() ?? '' };
    const error = feeLineError(line, options);
    if (error) return { ok: false, message: error };
    lines.push(line);
  }
  const others = submitted
    .filter((line) => !systemNames.includes(line.cost_head_name))
    .map((line) => ({
      cost_head_name: line.cost_head_name,
      newAmount: roundFee(line.newAmount),
      remarks: line.remarks?.trim() ?? '',
    }));
  const otherError = otherFeeHeadErrors(others, systemNames).find((error) => error !== null);
  if (otherError) return { ok: false, message: otherError };
  const breakup: TFeeBreakupLine[] = [
    ...lines,
    ...others.map((head) => ({
      ...head,
      amount: 0,
      type: 'adjusted-fee' as const,
      formula_string: 'entered by the officer',
      formula_values: {},
    })),
  ];
  return { ok: true, breakup, summary: feeSummary(lines, others) };
}

/** The Other Fee Heads of a stored breakup: its lines that are not in the system fee. */
export function otherHeadsOf(
  updated: readonly TFeeBreakupLine[],
  calculated: readonly TFeeBreakupLine[],
): TOtherFeeHead[] {
  const systemNames = calculated.map((line) => line.cost_head_name);
  return updated
    .filter((line) => !systemNames.includes(line.cost_head_name))
    .map((line) => ({ cost_head_name: line.cost_head_name, newAmount: line.newAmount, remarks: line.remarks }));
}
