import { describe, expect, it } from 'vitest';
import { finalRemarkLabel, finalRemarkLabelIn, isReviewCardVisible } from './review-remarks';

describe('isReviewCardVisible (spec 2 §2.8)', () => {
  it.each([
    ['COMMISSIONER', 'SITE', 'L1', true],
    ['ZONAL_COMMISSIONER', 'TITLE', 'L1', true],
    ['TECHNICAL_VERIFICATION', 'TECHNICAL', 'L1', true],
    ['TECHNICAL_VERIFICATION', 'TECHNICAL', 'L2', false],
    ['TECHNICAL_VERIFICATION', 'SITE', 'L2', true],
    ['SITE_VERIFICATION', 'SITE', 'L1', false],
    ['TPSO_OFFICER', 'SITE', 'L2', true],
  ] as const)('%s sees %s %s: %s', (viewer, stage, officerLevel, visible) => {
    expect(isReviewCardVisible(viewer, { stage, officerLevel })).toBe(visible);
  });
});

describe('finalRemarkLabel', () => {
  it.each([
    ['DEPUTY_COMMISSIONER', 'Deputy Commissioner'],
    ['FINAL APPROVING OFFICER', 'Final Approving Officer'],
    ['PANCHAYAT SECRETARY', 'Final Approving Officer'],
    ['COMMISSIONER', 'Municipal Commissioner'],
    ['SITE_VERIFICATION', 'Final Remarks'],
  ])('%s reads %s', (viewer, label) => {
    expect(finalRemarkLabel(viewer)).toBe(label);
  });
});

describe('finalRemarkLabelIn', () => {
  it.each(['COMMISSIONER', 'DEPUTY_COMMISSIONER', 'PANCHAYAT SECRETARY', 'SITE_VERIFICATION'])(
    'reads the heading the server sends a %s in Telugu, as finalRemarkLabel gives it',
    (viewer) => {
      expect(finalRemarkLabelIn(finalRemarkLabel(viewer), 'te')).toBe(finalRemarkLabel(viewer, 'te'));
      expect(finalRemarkLabelIn(finalRemarkLabel(viewer), 'en')).toBe(finalRemarkLabel(viewer));
    },
  );
});
