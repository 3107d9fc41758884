import { describe, expect, it } from 'vitest';
import { ALERT_MESSAGES, alertKindLabel, alertMessage, alertReviewerLabel } from './alert-labels';
import { canResolveAlert, MAX_ALERT_REMARK_LENGTH, ZResolveAlertSchema } from './deemed-review-alerts';
import { formatReportCell, REPORT_TABLES } from './report-tables';

describe('deemed-review alerts', () => {
  it.each([
    ['DEEMED_REVIEW_ESCALATED', 'Review sent up the hierarchy'],
    ['DEEMED_REVIEW_UNASSIGNED', 'Nobody to review'],
    ['SOMETHING_NEW', 'SOMETHING_NEW'],
  ])('names %s “%s”', (kind, label) => {
    expect(alertKindLabel(kind)).toBe(label);
  });

  const ESCALATED = {
    kind: 'DEEMED_REVIEW_ESCALATED',
    applicationIdentifier: 'NZB/SW/9',
    reviewerName: 'Lakshmi Rao',
    reviewerRole: 'ADDITIONAL COLLECTOR',
    message: 'Deemed approval of NZB/SW/9: no decision officer in its ULB; the review went to officer 7 (…)',
  };
  const UNASSIGNED = { ...ESCALATED, kind: 'DEEMED_REVIEW_UNASSIGNED', reviewerName: null, reviewerRole: null };

  it('says what happened in the reader’s language, the reviewer’s role too, from the kind, file and reviewer', () => {
    expect(alertMessage(ESCALATED)).toBe(
      'Deemed approval of NZB/SW/9: no decision officer in its ULB; the review went to Lakshmi Rao (ADDITIONAL COLLECTOR)',
    );
    expect(alertMessage(ESCALATED, 'te')).toBe(
      'NZB/SW/9 భావిత ఆమోదం: దాని ULB లో నిర్ణయ అధికారి లేరు; సమీక్ష Lakshmi Rao (అదనపు కలెక్టర్) కు పంపబడింది',
    );
    expect(alertMessage(UNASSIGNED)).toBe(
      'Deemed approval of NZB/SW/9: nobody to review it (no decision officer in its ULB, none above it)',
    );
    expect(alertReviewerLabel(UNASSIGNED)).toBe('Nobody');
    expect(alertReviewerLabel(UNASSIGNED, 'te')).toBe('ఎవరూ లేరు');
    expect(alertMessage({ ...ESCALATED, kind: 'SOMETHING_NEW' })).toBeNull();
  });

  it('reads its three columns alike on the screen and in the export, a kind it does not know as stored', () => {
    const columns = REPORT_TABLES['deemed-review-alerts'].columns;
    const cells = (record: Record<string, unknown>, language: 'en' | 'te') =>
      columns
        .filter((column) => column.kind.startsWith('alert'))
        .map((column) => formatReportCell(column.kind, record[column.key], record, language));
    expect(cells(UNASSIGNED, 'te')).toEqual([
      'సమీక్షించేవారు ఎవరూ లేరు',
      'ఎవరూ లేరు',
      'NZB/SW/9 భావిత ఆమోదం: సమీక్షించేవారు ఎవరూ లేరు (దాని ULB లో నిర్ణయ అధికారి లేరు, పై అధికారులూ లేరు)',
    ]);
    expect(cells({ ...ESCALATED, kind: 'SOMETHING_NEW' }, 'te')).toEqual([
      'SOMETHING_NEW',
      'Lakshmi Rao (అదనపు కలెక్టర్)',
      ESCALATED.message,
    ]);
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

describe('canResolveAlert (issue 51 §7: the addressee or the chasing cell)', () => {
  it.each([
    ['the officer the review went to', { id: 7, permissionLevel: 'DISTRICT_COLLECTOR' }, 7, true],
    ['the chasing cell', { id: 1, permissionLevel: 'CIO_CHASING_CELL' }, 7, true],
    ['the chasing cell, when the review went to nobody', { id: 1, permissionLevel: 'CIO_CHASING_CELL' }, null, true],
    ['another officer whose reports hold it', { id: 8, permissionLevel: 'COMMISSIONER' }, 7, false],
    ['any other officer, when the review went to nobody', { id: 8, permissionLevel: 'COMMISSIONER' }, null, false],
  ])('%s', (_who, officer, reviewerId, expected) => {
    expect(canResolveAlert(officer, { reviewerId })).toBe(expected);
  });
});
