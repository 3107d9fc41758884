import { describe, expect, it } from 'vitest';
import { applicationTypeLabel } from '../application/application-kind';
import { statusLabel } from '../application/application-status';
import { officerLevelLabel, stageNameLabel, stageStatusLabel } from '../workflow/stage';
import { lineDepartmentLabel, permissionLevelLabel, serverRoleLabel } from './officer-labels';

describe('what officers read for codes, in English and Telugu', () => {
  it.each([
    ['PROCEEDINGS_IN_PROGRESS', undefined, 'FINAL PROCESSING', 'తుది ప్రక్రియ'],
    ['DEEMED', undefined, 'DEEMED APPROVED', 'భావిత ఆమోదం పొందింది'],
    ['REJECTED', 'SELF CERTIFICATION', 'REVOKED', 'రద్దు చేయబడింది'],
    ['REJECTED', 'SINGLE WINDOW', 'REJECTED', 'తిరస్కరించబడింది'],
    ['VERIFICATION_UNDER_PROGRESS', undefined, 'VERIFICATION UNDER PROGRESS', 'పరిశీలన జరుగుతోంది'],
  ] as const)('status %s (%s) reads %s, in Telugu %s', (status, type, english, telugu) => {
    expect(statusLabel(status, type)).toBe(english);
    expect(statusLabel(status, type, 'te')).toBe(telugu);
  });

  it('names application kinds as officers know them', () => {
    expect(applicationTypeLabel('SELF CERTIFICATION')).toBe('Instant Approval');
    expect(applicationTypeLabel('SELF CERTIFICATION', 'te')).toBe('తక్షణ ఆమోదం');
  });

  it.each([
    ['LEVEL-1', 'PRE SCRUTINY', 'ప్రాథమిక పరిశీలన'],
    ['FEE_ADJUSTMENTS', 'FEE ADJUSTMENTS', 'రుసుము సర్దుబాట్లు'],
    [
      'TECHNICAL VERIFICATION - FEE ADJUSTMENT',
      'TECHNICAL VERIFICATION - FEE ADJUSTMENT',
      'సాంకేతిక పరిశీలన - రుసుము సర్దుబాటు',
    ],
    ['SOME_NEW_STAGE', 'SOME NEW STAGE', 'SOME NEW STAGE'],
    ['FIRE', 'FIRE', 'అగ్నిమాపక శాఖ'],
  ])('stage %s reads %s, in Telugu %s: never a code', (stage, english, telugu) => {
    expect(stageNameLabel(stage)).toBe(english);
    expect(stageNameLabel(stage, 'te')).toBe(telugu);
  });

  it('reads stage statuses and levels without underscores', () => {
    expect(stageStatusLabel('NOT_RECOMMENDED')).toBe('NOT RECOMMENDED');
    expect(stageStatusLabel('NOT_RECOMMENDED', 'te')).toBe('సిఫార్సు చేయబడలేదు');
    expect(officerLevelLabel('L2')).toBe('L2');
    expect(officerLevelLabel('L2', 'te')).toBe('స్థాయి 2');
  });

  it('reads permission levels, roles and line departments without codes', () => {
    expect(permissionLevelLabel('TPSO_OFFICER')).toBe('TPSO OFFICER');
    expect(permissionLevelLabel('TPSO_OFFICER', 'te')).toBe('TPSO అధికారి');
    expect(permissionLevelLabel('FINAL APPROVING OFFICER', 'te')).toBe('తుది ఆమోద అధికారి');
    expect(serverRoleLabel('Site Inspector')).toBe('Site Inspector');
    expect(serverRoleLabel('Site Inspector', 'te')).toBe('స్థల తనిఖీ అధికారి');
    expect(serverRoleLabel('FIRE', 'te')).toBe('అగ్నిమాపక శాఖ');
    expect(lineDepartmentLabel('ROADS AND BUILDINGS')).toBe('ROADS AND BUILDINGS');
    expect(lineDepartmentLabel('ROADS AND BUILDINGS', 'te')).toBe('రహదారులు మరియు భవనాల శాఖ');
  });
});
