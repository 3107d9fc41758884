import { describe, expect, it } from 'vitest';
import type { TStageKey } from '../workflow/process-definition';
import type { TProcessKind } from '../workflow/process-kind';
import type { TOfficerLevel } from '../workflow/stage';
import {
  canViewFeeDetails,
  isFeeCertificationTurn,
  isFeeGatedTurn,
  isFeeSubmissionTheRecommendation,
} from './fee-certification';

describe("'Please submit fee' (spec 3 §5)", () => {
  const cases: [TProcessKind, TStageKey, TOfficerLevel, string[], boolean][] = [
    ['SELF_CERTIFICATION', 'TECHNICAL', 'L2', ['fee'], true],
    ['SINGLE_WINDOW', 'TECHNICAL', 'L2', ['fee'], true],
    ['LAYOUT', 'TECHNICAL', 'L2', ['fee'], true],
    ['SELF_CERTIFICATION', 'TECHNICAL', 'L2', [], false],
    ['SELF_CERTIFICATION', 'SITE', 'L2', ['fee'], false],
    ['SELF_CERTIFICATION', 'TECHNICAL', 'L1', ['fee'], false],
    ['OCCUPANCY', 'TECHNICAL', 'L2', ['fee'], false],
    ['REGISTRATION', 'SITE', 'L2', ['fee'], false],
  ];
  it.each(cases)('%s %s %s, actions %o: waits for the fee %s', (kind, stageKey, level, actions, isGated) => {
    expect(isFeeGatedTurn({ kind, stageKey, level, actions })).toBe(isGated);
  });

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
