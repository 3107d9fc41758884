import { z } from 'zod';
import { zDatabaseId } from '../shared/database-id';
import { CORRECTION_MESSAGES } from './correction-messages';
import { CORRECTION_FILTERS, CORRECTION_PAGE_SIZE } from './correction-rules';

// Apart from correction-rules.ts: the signed-in layout's links use those rules, and a schema built at load
// brings zod with it (issue 17 §4).
const ZId = (message: string) => zDatabaseId(message);
const ZRemark = z
  .string()
  .trim()
  .max(2000, 'Remarks are at most 2000 characters')
  .nullish()
  .transform((value) => value || null);

export const ZCorrectionListSchema = z.object({
  page: z
    .number()
    .int()
    .min(1)
    .nullish()
    .transform((value) => value ?? 1),
  perPage: z
    .number()
    .int()
    .min(1)
    .max(50)
    .nullish()
    .transform((value) => value ?? CORRECTION_PAGE_SIZE),
  status: z.enum(CORRECTION_FILTERS, { message: 'Unknown correction filter' }),
});
export type TCorrectionList = z.infer<typeof ZCorrectionListSchema>;

export const ZCorrectionDetailSchema = z.object({
  applicationId: ZId('Unknown application'),
  status: z
    .enum(CORRECTION_FILTERS, { message: 'Unknown correction filter' })
    .nullish()
    .transform((value) => value ?? 'completed'),
});
export type TCorrectionDetail = z.infer<typeof ZCorrectionDetailSchema>;

/** updateCorrection: spec 3 §5, reject needs remarks, approve needs none. */
export const ZUpdateCorrectionSchema = z
  .object({ isApprove: z.boolean(), correctionId: ZId('Unknown correction'), remark: ZRemark })
  .superRefine((value, context) => {
    if (!value.isApprove && !value.remark) {
      context.addIssue({ code: 'custom', path: ['remark'], message: CORRECTION_MESSAGES.rejectNeedsRemark });
    }
  });
export type TUpdateCorrection = z.infer<typeof ZUpdateCorrectionSchema>;

/**
 * updateFinalCorrection: the verifying officer's submit (no isApprove: their decisions are per correction) and
 * the commissioner's final word (isApprove). Final remarks are required for both (spec 3 §4, §5).
 */
export const ZUpdateFinalCorrectionSchema = z.object({
  remark: z
    .string()
    .trim()
    .min(1, CORRECTION_MESSAGES.finalRemarkRequired)
    .max(2000, 'Remarks are at most 2000 characters'),
  correctionRequestId: ZId('Unknown correction request'),
  isApprove: z.boolean().nullish(),
});
export type TUpdateFinalCorrection = z.infer<typeof ZUpdateFinalCorrectionSchema>;
