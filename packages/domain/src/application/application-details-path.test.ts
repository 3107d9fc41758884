import { describe, expect, it } from 'vitest';
import { applicationDetailsPath } from './application-details-path';

describe('applicationDetailsPath (spec 1 §2.2)', () => {
  it.each([
    ['SELF CERTIFICATION', 'BUILDING', '/application-details/7'],
    ['SINGLE WINDOW', 'LAYOUT', '/application-details/7'],
    ['OCCUPANCY', 'OCCUPANCY', '/application-details/occ/7'],
    ['SINGLE WINDOW', 'COMPOUNDWALL', '/compoundWall-application-details/CW/7'],
  ])('a %s file for %s opens %s', (applicationType, approvalFor, path) => {
    expect(applicationDetailsPath({ id: 7, applicationType, approvalFor })).toBe(path);
  });
});
