import { describe, expect, it } from 'vitest';
import { chooseCorrectionOfficer, type TCorrectionCandidate } from './correction-routing';

const officer = (
  id: number,
  permissionLevel: string,
  openCorrections = 0,
  hasWorkedOnFile = false,
): TCorrectionCandidate => ({ id, permissionLevel, openCorrections, hasWorkedOnFile });

describe('routing a correction request', () => {
  it.each([
    ['the reviewer who verified the file', [officer(1, 'TPSO_OFFICER'), officer(2, 'ACP_OFFICER', 5, true)], 2],
    [
      'else the first preferred level',
      [officer(1, 'SECTION_HEAD'), officer(2, 'CP_OFFICER'), officer(3, 'TPSO_OFFICER', 9)],
      3,
    ],
    ['the least loaded within the level', [officer(1, 'TPSO_OFFICER', 3), officer(2, 'TPSO_OFFICER', 1)], 2],
    ['never an inspector', [officer(1, 'SITE_VERIFICATION', 0, true)], null],
  ])('verification: %s', (_case, candidates, chosen) => {
    expect(chooseCorrectionOfficer(candidates, 'VERIFICATION')?.id ?? null).toBe(chosen);
  });

  it.each([
    ['the officer who decided the file', [officer(1, 'COMMISSIONER'), officer(2, 'ZONAL_COMMISSIONER', 0, true)], 2],
    ['else the commissioner', [officer(1, 'DEPUTY_COMMISSIONER'), officer(2, 'COMMISSIONER', 4)], 2],
    ['never a reviewer', [officer(1, 'TPSO_OFFICER', 0, true)], null],
  ])('decision: %s', (_case, candidates, chosen) => {
    expect(chooseCorrectionOfficer(candidates, 'DECISION')?.id ?? null).toBe(chosen);
  });
});
