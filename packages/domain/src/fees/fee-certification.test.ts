import { describe, expect, it } from 'vitest';
import type { TStageKey, TStageOutcome } from '../workflow/process-definition';
import type { TProcessKind } from '../workflow/process-kind';
import type { TOfficerLevel } from '../workflow/stage';
import {
  canViewFeeDetails,
  feeGateMessage,
  isFeeCertificationTurn,
  isFeeSubmissionTheRecommendation,
} from './fee-certification';

describe("'Please submit fee' (spec 3 §5)", () => {
  const cases: [TProcessKind, TStageKey, TOfficerLevel, TStageOutcome, string[], boolean, string | null][] = [
    ['SELF_CERTIFICATION', 'TECHNICAL', 'L2', 'RECOMMENDED', ['fee'], false, 'Please submit fee'],
    ['SELF_CERTIFICATION', 'TECHNICAL', 'L2', 'RECOMMENDED', ['fee'], true, null],
    ['SINGLE_WINDOW', 'TECHNICAL', 'L2', 'LINE_VERIFICATION', ['fee'], false, 'Please submit fee'],
    ['SINGLE_WINDOW', 'TECHNICAL', 'L2', 'SHORTFALL', ['fee'], false, null],
    ['SINGLE_WINDOW', 'TECHNICAL', 'L2', 'NOT_RECOMMENDED', ['fee'], false, null],
    ['LAYOUT', 'TECHNICAL', 'L2', 'RECOMMENDED', ['fee'], false, 'Please submit fee'],
    ['SELF_CERTIFICATION', 'TECHNICAL', 'L2', 'RECOMMENDED', [], false, null],
    ['SELF_CERTIFICATION', 'SITE', 'L2', 'RECOMMENDED', ['fee'], false, null],
    ['SELF_CERTIFICATION', 'TECHNICAL', 'L1', 'SUBMITTED', ['fee'], false, null],
    ['OCCUPANCY', 'TECHNICAL', 'L2', 'RECOMMENDED', ['fee'], false, null],
    ['REGISTRATION', 'SITE', 'L2', 'RECOMMENDED', ['fee'], false, null],
  ];
  it.each(cases)(
    '%s %s %s %s, actions %o, fee submitted %s: %s',
    (kind, stageKey, level, outcome, actions, isFeeSubmitted, message) => {
      expect(feeGateMessage({ kind, stageKey, level, outcome, actions, isFeeSubmitted })).toBe(message);
    },
  );

  it('the fee is certified at the technical review of fee-bearing kinds', () => {
    expect(isFeeCertificationTurn({ kind: 'FINAL_LAYOUT', stageKey: 'TECHNICAL', level: 'L2' })).toBe(true);
    expect(isFeeCertificationTurn({ kind: 'COMPOUND_WALL', stageKey: 'TECHNICAL', level: 'L2' })).toBe(false);
    expect(isFeeSubmissionTheRecommendation('SELF_CERTIFICATION')).toBe(true);
    expect(isFeeSubmissionTheRecommendation('SINGLE_WINDOW')).toBe(false);
  });
});

describe('fee details (spec 2 §5)', () => {
  it.each([
    ['SITE_VERIFICATION', false],
    ['TITLE_VERIFICATION', false],
    ['TECHNICAL_VERIFICATION', true],
    ['COMMISSIONER', true],
  ])('%s sees the fee details: %s', (level, isShown) => {
    expect(canViewFeeDetails(level)).toBe(isShown);
  });
});
