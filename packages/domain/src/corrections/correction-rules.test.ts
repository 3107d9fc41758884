import { describe, expect, it } from 'vitest';
import { CORRECTION_MESSAGES } from './correction-messages';
import {
  correctionDetailPath,
  correctionFilterOf,
  correctionNavLinks,
  correctionStageLabel,
  finalDecisionOptions,
  finalDecisionProblem,
  verificationOutcome,
  verificationSubmitProblem,
} from './correction-rules';
import { ZCorrectionListSchema, ZUpdateCorrectionSchema, ZUpdateFinalCorrectionSchema } from './correction-schemas';

const decided = (...values: (boolean | null)[]) => values.map((isApprove) => ({ isApprove }));

describe('correction routes (spec 3 §2, verbatim)', () => {
  it.each([
    ['correction', '/correction-verification-/42'],
    ['completed', '/correction-view-/42'],
    ['submitted', '/commisioner-correction-view /42'],
  ] as const)('%s leads to %s', (filter, path) => {
    expect(correctionDetailPath(filter, 42)).toBe(path);
  });

  it.each([
    ['submitted', 'TPSO_OFFICER', 'submitted'],
    ['completed', 'COMMISSIONER', 'completed'],
    [null, 'TPSO_OFFICER', 'correction'],
    [null, 'COMMISSIONER', 'submitted'],
    ['CORRECTION_VERIFICATION', 'ACP_OFFICER', 'correction'],
  ])('the filter %s for %s reads as %s', (value, level, filter) => {
    expect(correctionFilterOf(value, level)).toBe(filter);
  });
});

describe('the sidebar’s Correction group (spec 1 §2.7)', () => {
  it.each([
    ['TPSO_OFFICER', 'correction'],
    ['SITE_VERIFICATION', 'correction'],
    ['COMMISSIONER', 'submitted'],
    ['DEPUTY_COMMISSIONER', 'submitted'],
    ['PANCHAYAT SECRETARY', 'submitted'],
  ])('%s: Correction Inprocess lists %s', (level, filter) => {
    expect(correctionNavLinks(level)).toEqual([
      { label: 'Correction Inprocess', filter },
      { label: 'Correction Processed', filter: 'completed' },
    ]);
  });
});

describe('updateCorrection (spec 3 §5: reject needs remarks, approve none)', () => {
  it.each([
    [{ isApprove: true, correctionId: '3' }, null],
    [{ isApprove: true, correctionId: '3', remark: 'Matches the gazette' }, null],
    [{ isApprove: false, correctionId: '3', remark: 'Name differs from Aadhaar' }, null],
    [{ isApprove: false, correctionId: '3' }, CORRECTION_MESSAGES.rejectNeedsRemark],
    [{ isApprove: false, correctionId: '3', remark: '   ' }, CORRECTION_MESSAGES.rejectNeedsRemark],
    [{ isApprove: true, correctionId: 'x' }, 'Unknown correction'],
  ])('%j → %s', (input, message) => {
    const parsed = ZUpdateCorrectionSchema.safeParse(input);
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(message);
  });
});

describe('updateFinalCorrection input', () => {
  it('needs final remarks', () => {
    const parsed = ZUpdateFinalCorrectionSchema.safeParse({ remark: ' ', correctionRequestId: '1' });
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(CORRECTION_MESSAGES.finalRemarkRequired);
  });

  it('pages 10 rows by default', () => {
    expect(ZCorrectionListSchema.parse({ status: 'correction' })).toEqual({
      page: 1,
      perPage: 10,
      status: 'correction',
    });
  });
});

describe('the verification submit gate (spec 3 §4)', () => {
  it.each([
    [decided(true, false), 'Checked with the sale deed', true, null],
    [decided(true, null), 'Checked', true, CORRECTION_MESSAGES.decideEveryCorrection],
    [decided(true, false), '  ', true, CORRECTION_MESSAGES.finalRemarkRequired],
    [decided(true, true), 'Checked', false, CORRECTION_MESSAGES.noteRequired],
  ])('%j, remark %j, note %s → %s', (corrections, finalRemark, hasActiveNote, problem) => {
    expect(verificationSubmitProblem({ corrections, finalRemark, hasActiveNote })).toBe(problem);
  });

  it.each([
    [decided(true, true), true],
    [decided(true, false), false],
    [decided(false), false],
  ])('the officer’s turn of %j reads approved: %s', (corrections, outcome) => {
    expect(verificationOutcome(corrections)).toBe(outcome);
  });
});

describe('the commissioner’s final word (spec 3 §4)', () => {
  it.each([
    [decided(true, true), { canApprove: true, canReject: false }],
    [decided(true, false), { canApprove: true, canReject: true }],
    [decided(false, false), { canApprove: false, canReject: true }],
  ])('%j offers %j', (corrections, options) => {
    expect(finalDecisionOptions(corrections)).toEqual(options);
  });

  it.each([
    [decided(true, false), false, 'Two of two checked', null],
    [decided(true, false), true, 'Apply the name only', null],
    [decided(true, true), false, 'No', CORRECTION_MESSAGES.rejectNeedsRejectedCorrection],
    [decided(false, false), true, 'Yes', CORRECTION_MESSAGES.approveNeedsApprovedCorrection],
    [decided(true), null, 'Yes', CORRECTION_MESSAGES.decisionRequired],
    [decided(true), true, '', CORRECTION_MESSAGES.finalRemarkRequired],
  ])('%j, approve %s, remark %j → %s', (corrections, isApprove, remark, problem) => {
    expect(finalDecisionProblem({ corrections, isApprove, remark })).toBe(problem);
  });
});

describe('correctionStageLabel', () => {
  it.each([
    ['CORRECTION_VERIFICATION', 'CORRECTION VERIFICATION'],
    ['SUBMITTED', 'SUBMITTED'],
    ['CORRECTION_COMPLETED', 'CORRECTION COMPLETED'],
  ])('%s reads %s', (status, label) => {
    expect(correctionStageLabel(status)).toBe(label);
  });
});
