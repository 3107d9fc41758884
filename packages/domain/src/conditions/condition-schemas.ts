import { z } from 'zod';
import { zDatabaseId } from '../shared/database-id';
import { hasFeeAction } from '../inbox/inbox-notices';
import type { TStageKey } from '../workflow/process-definition';

/** Spec 3 §2: conditions come in two types, for the fee stage and for the proceedings. */
export const CONDITION_TYPES = ['fee', 'proceeding'] as const;
export type TConditionType = (typeof CONDITION_TYPES)[number];

/** Spec 3 §9: a custom condition is at most 500 characters. */
export const MAX_CONDITION_LENGTH = 500;
/** At most this many custom conditions in one submission. */
export const MAX_CUSTOM_CONDITIONS = 20;

export const CONDITION_MESSAGES = {
  tooLong: `A condition can be at most ${MAX_CONDITION_LENGTH} characters`,
  empty: 'Please enter the condition',
  selectOne: 'Please select at least one condition',
  tooMany: `At most ${MAX_CUSTOM_CONDITIONS} conditions at once`,
  unknown: 'Unknown condition for this application',
  oneType: 'Select conditions of one type at a time',
  notYourTurn: 'Conditions can be changed only by the officer the file is with',
  submitted: 'Conditions submitted successfully',
} as const;

export const CONDITION_MESSAGES_TE: Record<keyof typeof CONDITION_MESSAGES, string> = {
  tooLong: `ఒక షరతు గరిష్ఠంగా ${MAX_CONDITION_LENGTH} అక్షరాలు ఉండవచ్చు`,
  empty: 'దయచేసి షరతును నమోదు చేయండి',
  selectOne: 'దయచేసి కనీసం ఒక షరతును ఎంచుకోండి',
  tooMany: `ఒకేసారి గరిష్ఠంగా ${MAX_CUSTOM_CONDITIONS} షరతులు`,
  unknown: 'ఈ దరఖాస్తుకు తెలియని షరతు',
  oneType: 'ఒకేసారి ఒకే రకమైన షరతులను ఎంచుకోండి',
  notYourTurn: 'ఫైల్ ఏ అధికారి వద్ద ఉందో ఆ అధికారి మాత్రమే షరతులను మార్చగలరు',
  submitted: 'షరతులు విజయవంతంగా సమర్పించబడ్డాయి',
};

const ZApplicationId = zDatabaseId('Unknown application');

export const ZApplicationConditionsQuerySchema = z.object({
  applicationId: ZApplicationId,
  typeOf: z.enum(CONDITION_TYPES),
});

/** selectConditions(applicationId, conditionSelected) (spec 3 §7): the ids comma-joined. */
export const ZSelectConditionsSchema = z.object({
  applicationId: ZApplicationId,
  conditionSelected: z
    .string()
    .max(2000)
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .pipe(
      z
        .array(z.string().regex(/^\d+$/, CONDITION_MESSAGES.unknown).transform(Number))
        .min(1, CONDITION_MESSAGES.selectOne)
        .max(200)
        .transform((ids) => [...new Set(ids)]),
    ),
});
export type TSelectConditions = z.infer<typeof ZSelectConditionsSchema>;

/** One custom condition's text: what the console's field checks as it is typed, and the server again. */
export const ZConditionText = z
  .string()
  .trim()
  .min(1, CONDITION_MESSAGES.empty)
  .max(MAX_CONDITION_LENGTH, CONDITION_MESSAGES.tooLong);

/** customCondition(typeOf, applicationId, newCondition) (spec 3 §7): a list of texts. */
export const ZCustomConditionSchema = z.object({
  typeOf: z.enum(CONDITION_TYPES),
  applicationId: ZApplicationId,
  newCondition: z
    .array(ZConditionText)
    .min(1, CONDITION_MESSAGES.empty)
    .max(MAX_CUSTOM_CONDITIONS, CONDITION_MESSAGES.tooMany),
});
export type TCustomCondition = z.infer<typeof ZCustomConditionSchema>;

/**
 * Who may change an application's conditions. Decision (the spec does not say): fee conditions, an officer with
 * the fee action whose turn on the file is open; proceeding conditions, the officer with the open fee
 * verification or decision turn, whose order the proceedings are.
 */
export function canEditConditions(input: {
  typeOf: TConditionType;
  actions: readonly string[];
  openTurnStages: readonly TStageKey[];
}): boolean {
  if (input.typeOf === 'fee') return hasFeeAction(input.actions) && input.openTurnStages.length > 0;
  return input.openTurnStages.some((stage) => stage === 'FEE_VERIFICATION' || stage === 'DECISION');
}
