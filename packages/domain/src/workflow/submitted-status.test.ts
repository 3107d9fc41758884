import { describe, expect, it } from 'vitest';
import { DECISION_MESSAGES, ZSubmitFormAnswersSchema, ZUpdateApplicationStatusSchema } from './submission-schemas';
import {
  decodeFinalRemark,
  encodeFinalRemark,
  hasReasonsOutOfPlace,
  outcomeOfSubmittedStatus,
} from './submitted-status';

describe('outcomeOfSubmittedStatus (spec 3 §4)', () => {
  it.each([
    ['SHOWCAUSE', 'SHOW_CAUSE'],
    ['SHOW_CAUSE_RAISED', 'SHOW_CAUSE'],
    ['NOT_RECOMMENDED_WITH_REFUND', 'NOT_RECOMMENDED'],
    ['RECOMMENDED', 'RECOMMENDED'],
    ['ACCEPTED', 'ACCEPTED'],
  ])('%s means %s', (sent, outcome) => {
    expect(outcomeOfSubmittedStatus(sent)).toBe(outcome);
  });
});

describe('final remark encoding (spec 3 §5)', () => {
  it.each([
    ['Site verified, all good.', 'Site verified, all good.'],
    ["Owner's deed checked", "Owner's deed checked"],
    ['Setback 12% > 10%: reject', '"Setback 12% > 10%: reject"'],
    ['line one\nline two', '"line one\\nline two"'],
  ])('sends %j as %j and reads it back', (remark, sent) => {
    expect(encodeFinalRemark(remark)).toBe(sent);
    expect(decodeFinalRemark(sent)).toBe(remark);
  });

  it('keeps a remark that is neither plain nor JSON as it came', () => {
    expect(decodeFinalRemark('50% done')).toBe('50% done');
  });
});

describe('reasons only with the statuses that take them (spec 3 §5)', () => {
  const withReasons = JSON.stringify('Reasons: Land is government land. Title clear');
  it.each([
    ['RECOMMENDED', true],
    ['ACCEPTED', true],
    ['LINE_VERIFICATION', true],
    ['NOT_RECOMMENDED', false],
    ['NOT_RECOMMENDED_WITH_REFUND', false],
    ['SHOW_CAUSE_RAISED', false],
    ['SHOWCAUSE', false],
    ['REJECTED', false],
  ])('a list of reasons with %s is out of place: %s', (status, isOutOfPlace) => {
    expect(hasReasonsOutOfPlace(status, withReasons)).toBe(isOutOfPlace);
    expect(hasReasonsOutOfPlace(status, 'Title clear')).toBe(false);
  });

  it('the schemas refuse it with a message the officer can read', () => {
    const sent = { applicationId: 7, status: 'ACCEPTED', finalRemark: withReasons };
    const parsed = ZUpdateApplicationStatusSchema.safeParse(sent);
    expect(parsed.error?.issues[0]?.message).toBe(DECISION_MESSAGES.reasonsOutOfPlace);
    expect(ZUpdateApplicationStatusSchema.safeParse({ ...sent, status: 'REJECTED' }).success).toBe(true);
    const submitted = { formInstanceId: 3, status: 'RECOMMENDED', finalRemark: withReasons };
    expect(ZSubmitFormAnswersSchema.safeParse(submitted).error?.issues[0]?.message).toBe(
      DECISION_MESSAGES.reasonsOutOfPlace,
    );
  });
});
