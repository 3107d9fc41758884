import { describe, expect, it } from 'vitest';
import { decodeFinalRemark, encodeFinalRemark, outcomeOfSubmittedStatus } from './submitted-status';

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
