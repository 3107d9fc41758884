import { describe, expect, it } from 'vitest';
import { ALERT_MESSAGES, alertKindLabel } from './alert-labels';
import { MAX_ALERT_REMARK_LENGTH, ZResolveAlertSchema } from './deemed-review-alerts';

describe('deemed-review alerts', () => {
  it.each([
    ['DEEMED_REVIEW_ESCALATED', 'Review sent up the hierarchy'],
    ['DEEMED_REVIEW_UNASSIGNED', 'Nobody to review'],
    ['SOMETHING_NEW', 'SOMETHING_NEW'],
  ])('names %s “%s”', (kind, label) => {
    expect(alertKindLabel(kind)).toBe(label);
  });

  it.each([
    [
      { id: '12', remark: '  Commissioner posted  ' },
      { id: 12, remark: 'Commissioner posted' },
    ],
    [{ id: '12', remark: '   ' }, ALERT_MESSAGES.remarkRequired],
    [{ id: '12', remark: 'a'.repeat(MAX_ALERT_REMARK_LENGTH + 1) }, 'Remarks are at most 1000 characters'],
    [{ id: '2147483648', remark: 'x' }, ALERT_MESSAGES.unknownAlert],
    [{ id: '-1', remark: 'x' }, ALERT_MESSAGES.unknownAlert],
    [{ id: 'abc', remark: 'x' }, ALERT_MESSAGES.unknownAlert],
  ])('resolving %j reads %j', (input, expected) => {
    const parsed = ZResolveAlertSchema.safeParse(input);
    if (typeof expected === 'string') expect(parsed.error?.issues[0]?.message).toBe(expected);
    else expect(parsed.data).toEqual(expected);
  });
});
