import { describe, expect, it } from 'vitest';
import { inboxTabs, showsActionColumn } from './inbox-tabs';
import { type TVerifyActionInput, verifyAction } from './verify-action';

const base: TVerifyActionInput = {
  applicationId: '42',
  permissionLevel: 'SITE_VERIFICATION',
  officerType: 'DTCP',
  stageStatus: 'IN_PROCESS',
  applicationStatus: 'VERIFICATION_UNDER_PROGRESS',
  applicationType: 'SELF CERTIFICATION',
  approvalFor: 'BUILDING',
  assignedDate: new Date('2026-11-01'),
};
const route = (input: Partial<TVerifyActionInput>) => {
  const action = verifyAction({ ...base, ...input }, 'STATUS');
  return action.kind === 'ALREADY_SUBMITTED' ? action.kind : action.route;
};

describe('where Verify leads (spec 1 §4)', () => {
  it.each([
    ['site verification', { permissionLevel: 'SITE_VERIFICATION' }, '/site-verification/42'],
    [
      'site verification, occupancy',
      { permissionLevel: 'SITE_VERIFICATION', applicationType: 'OCCUPANCY', approvalFor: 'OCCUPANCY' },
      '/site-verification/occ/42',
    ],
    ['title verification', { permissionLevel: 'TITLE_VERIFICATION' }, '/title-verification/42'],
    [
      'planning officer on a paid single-window fee',
      { permissionLevel: 'TPSO_OFFICER', applicationType: 'SINGLE WINDOW', applicationStatus: 'FEE_VERIFICATION' },
      '/fee-verification-review?id=42',
    ],
    [
      'section head on a paid single-window fee',
      { permissionLevel: 'SECTION_HEAD', applicationType: 'SINGLE WINDOW', applicationStatus: 'FEE_VERIFICATION' },
      '/fee-verification-review?id=42',
    ],
    ['technical verification', { permissionLevel: 'TECHNICAL_VERIFICATION' }, '/technical-verification/42'],
    [
      'section officer on fee adjustments',
      { permissionLevel: 'SECTION_OFFICER', applicationStatus: 'FEE_ADJUSTMENTS' },
      '/fee-verification/42',
    ],
    [
      'technical, occupancy assigned after the cut-off',
      {
        permissionLevel: 'TECHNICAL_VERIFICATION',
        applicationType: 'OCCUPANCY',
        approvalFor: 'OCCUPANCY',
        assignedDate: new Date('2023-09-04T10:00:00+05:30'),
      },
      '/technical-verification/occ/42',
    ],
    [
      'technical, occupancy assigned on the cut-off day',
      {
        permissionLevel: 'TECHNICAL_VERIFICATION',
        applicationType: 'OCCUPANCY',
        approvalFor: 'OCCUPANCY',
        assignedDate: new Date('2023-09-03T10:00:00+05:30'),
      },
      '/iairVerification/occ/42',
    ],
    [
      'technical, single window',
      { permissionLevel: 'TECHNICAL_VERIFICATION', applicationType: 'SINGLE WINDOW' },
      '/sw-verification/42',
    ],
    ['TPSO', { permissionLevel: 'TPSO_OFFICER' }, '/site-verification/42'],
    [
      'ACP on a GHMC fee adjustment',
      { permissionLevel: 'ACP_OFFICER', officerType: 'GHMC', applicationStatus: 'FEE_ADJUSTMENTS' },
      '/fee-verification/42',
    ],
    ['commissioner', { permissionLevel: 'COMMISSIONER' }, '/commissioner-verification/42'],
    [
      'zonal commissioner, compound wall',
      { permissionLevel: 'ZONAL_COMMISSIONER', approvalFor: 'COMPOUNDWALL' },
      '/commissioner-verification/CW/42',
    ],
    ['line department', { permissionLevel: 'LINE_DEPARTMENT' }, '/line-verification/42'],
    [
      'line department, single window',
      { permissionLevel: 'LINE_DEPARTMENT', applicationType: 'SINGLE WINDOW' },
      '/sw-line-verification/42',
    ],
    ['an officer who has submitted', { stageStatus: 'RECOMMENDED' }, 'ALREADY_SUBMITTED'],
  ] as const)('%s → %s', (_, input, expected) => {
    expect(route(input as Partial<TVerifyActionInput>)).toBe(expected);
  });

  it('gives the panchayat secretary View, to the application details', () => {
    expect(verifyAction({ ...base, permissionLevel: 'PANCHAYAT SECRETARY' }, 'X')).toEqual({
      kind: 'VIEW',
      label: 'View',
      route: '/application-details/42',
    });
  });

  it('labels the already-submitted notice with the status', () => {
    expect(verifyAction({ ...base, stageStatus: 'SUBMITTED' }, 'VERIFICATION UNDER PROGRESS')).toEqual({
      kind: 'ALREADY_SUBMITTED',
      label: 'VERIFICATION UNDER PROGRESS',
    });
  });
});

describe('inbox tabs (spec 1 §2.5)', () => {
  it.each([
    ['TPSO_OFFICER', 'Under Process'],
    ['ACP_OFFICER', 'Under Process Above 200 Sqm'],
    ['SITE_VERIFICATION', 'Review'],
  ])('%s reads the review tab as %s', (level, label) => {
    expect(inboxTabs(level, { isSingleWindow: false })[0]).toEqual({ filter: 'REVIEW', label });
  });

  it('puts Action Required first on the single-window list', () => {
    expect(inboxTabs('SITE_VERIFICATION', { isSingleWindow: true })[0]?.filter).toBe('ACTION_REQUIRED');
  });

  it.each([
    ['REVIEW', 'SITE_VERIFICATION', true],
    ['COMPLETED', 'COMMISSIONER', false],
    ['ALL', 'SITE_VERIFICATION', false],
    ['LINE_DEPARTMENT_APPLICATION', 'LINE_DEPARTMENT', false],
    ['DEEMED', 'COMMISSIONER', true],
    ['DEEMED', 'DEPUTY_COMMISSIONER', true],
    ['DEEMED', 'ZONAL_COMMISSIONER', true],
    ['DEEMED', 'FINAL APPROVING OFFICER', true],
    ['DEEMED', 'DISTRICT_COLLECTOR', true],
    ['DEEMED', 'HMDA_DIRECTOR', true],
    ['DEEMED', 'TPSO_OFFICER', false],
    ['DEEMED', 'PANCHAYAT SECRETARY', false],
  ] as const)('the Action column on %s for %s: %s', (filter, level, shown) => {
    expect(showsActionColumn(filter, level)).toBe(shown);
  });
});
