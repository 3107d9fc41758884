import { describe, expect, it } from 'vitest';
import { isLargeSelfCertification, upperFloorsOf } from './large-self-certification';

describe('isLargeSelfCertification (spec 1 §5)', () => {
  it.each([
    ['SELF CERTIFICATION', 200, 'SQ_M', 1, false],
    ['SELF CERTIFICATION', 200.01, 'SQ_M', 1, true],
    ['SELF CERTIFICATION', 239.19, 'SQ_YD', 1, false],
    ['SELF CERTIFICATION', 239.2, 'SQ_YD', 1, true],
    ['SELF CERTIFICATION', 150, 'SQ_M', 2, true],
    ['REGISTRATION', 400, 'SQ_M', 3, false],
  ] as const)(
    '%s of %s %s with %s upper floors: large=%s',
    (applicationType, netPlotArea, areaUnit, upperFloors, large) => {
      expect(isLargeSelfCertification({ applicationType, netPlotArea, areaUnit, upperFloors })).toBe(large);
    },
  );

  it('counts the floors above the ground floor: G+2 (3 floors) is large, G+1 is not', () => {
    const small = { applicationType: 'SELF CERTIFICATION', netPlotArea: 120, areaUnit: 'SQ_M' } as const;
    expect(isLargeSelfCertification({ ...small, upperFloors: upperFloorsOf(3) })).toBe(true);
    expect(isLargeSelfCertification({ ...small, upperFloors: upperFloorsOf(2) })).toBe(false);
    expect(upperFloorsOf(0)).toBe(0);
  });
});
