import { z } from 'zod';
import { zDatabaseId } from '../shared/database-id';
import { LINE_DEPARTMENTS } from '../officer/line-department';
import { hasReasonsOutOfPlace } from './submitted-status';

/** Spec 3 §5 messages, verbatim. */
export const DECISION_MESSAGES = {
  statusRequired: 'Status is Mandatory',
  remarkRequired: 'Remark is Mandatory Please add One',
  approveOrRevoke: 'Please select approved or revoked',
  recommendationRequired: 'Please select recommend or not recommend',
  remarksRequired: 'Please add remarks',
  refundNotAllowed: 'A refund is allowed only where construction has not begun',
  reasonsOutOfPlace: 'Reasons are given only with a rejection, a show cause notice or a recommendation for rejection',
} as const;

export const DECISION_MESSAGES_TE: Record<keyof typeof DECISION_MESSAGES, string> = {
  statusRequired: 'స్థితి తప్పనిసరి',
  remarkRequired: 'వ్యాఖ్య తప్పనిసరి, దయచేసి ఒకటి జోడించండి',
  approveOrRevoke: 'దయచేసి ఆమోదించబడింది లేదా రద్దు చేయబడింది ఎంచుకోండి',
  recommendationRequired: 'దయచేసి సిఫార్సు చేయండి లేదా సిఫార్సు చేయవద్దు ఎంచుకోండి',
  remarksRequired: 'దయచేసి వ్యాఖ్యలు జోడించండి',
  refundNotAllowed: 'నిర్మాణం ప్రారంభం కాని చోట మాత్రమే వాపసు అనుమతించబడుతుంది',
  reasonsOutOfPlace: 'కారణాలు తిరస్కరణ, షోకాజ్ నోటీసు లేదా తిరస్కరణకు సిఫార్సుతో మాత్రమే ఇవ్వబడతాయి',
};

/** Remarks are printed on certificates and read by applicants: long enough for a reasoned order, no longer. */
export const MAX_REMARK_LENGTH = 5000;

const ZId = zDatabaseId('Unknown id');

/** Refuses a list of reasons left in the remark of a status that takes none (recommendation.ts composes it). */
function refuseReasonsOutOfPlace(input: { status: string; finalRemark?: string | null }, context: z.RefinementCtx) {
  if (hasReasonsOutOfPlace(input.status, input.finalRemark)) {
    context.addIssue({ code: 'custom', message: DECISION_MESSAGES.reasonsOutOfPlace, path: ['finalRemark'] });
  }
}

const ZSubmitFormAnswersFields = z.object({
  formInstanceId: ZId,
  data: z.string().max(200_000).nullish(),
  status: z.string().trim().min(1, DECISION_MESSAGES.recommendationRequired),
  officerId: ZId.nullish(),
  finalRemark: z.string().max(MAX_REMARK_LENGTH, `At most ${MAX_REMARK_LENGTH} characters`).nullish(),
  nocDepartments: z.array(z.enum(LINE_DEPARTMENTS)).nullish(),
});
export const ZSubmitFormAnswersSchema = ZSubmitFormAnswersFields.superRefine(refuseReasonsOutOfPlace);
export type TSubmitFormAnswers = z.infer<typeof ZSubmitFormAnswersSchema>;

/** createShortfall: the turn and its optional remark; the status is SHORTFALL. */
export const ZCreateShortfallSchema = ZSubmitFormAnswersFields.pick({ formInstanceId: true, finalRemark: true });

export const DECISION_STATUSES = ['ACCEPTED', 'REJECTED', 'SHOW_CAUSE_RAISED'] as const;

export const ZUpdateApplicationStatusSchema = z
  .object({
    applicationId: ZId,
    status: z
      .string({ error: DECISION_MESSAGES.statusRequired })
      .min(1, DECISION_MESSAGES.statusRequired)
      .pipe(z.enum(DECISION_STATUSES, { error: DECISION_MESSAGES.approveOrRevoke })),
    finalRemark: z
      .string({ error: DECISION_MESSAGES.remarkRequired })
      .trim()
      .min(1, DECISION_MESSAGES.remarkRequired)
      .max(MAX_REMARK_LENGTH, `At most ${MAX_REMARK_LENGTH} characters`),
    eligibilityForRefund: z.boolean().nullish(),
  })
  .superRefine(refuseReasonsOutOfPlace);
export type TUpdateApplicationStatus = z.infer<typeof ZUpdateApplicationStatusSchema>;

/** A remark kept on the officer's open turn before they submit it (the spec's "remark per formInstanceId"). */
export const ZSaveRemarkSchema = z.object({
  formInstanceId: ZId,
  remark: z.string().max(MAX_REMARK_LENGTH, `At most ${MAX_REMARK_LENGTH} characters`),
});
export type TSaveRemark = z.infer<typeof ZSaveRemarkSchema>;
