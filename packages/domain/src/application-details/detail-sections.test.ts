import { describe, expect, it } from 'vitest';
import {
  canSeeFeeAdjustmentDetails,
  detailRoute,
  detailSections,
  detailViewKindOf,
  detailViewKindOfRouteType,
  reviewRoute,
  sidePanelSections,
  type TDetailSectionsInput,
} from './detail-sections';

const base: TDetailSectionsInput = {
  kind: 'DEFAULT',
  approvalFor: 'BUILDING',
  parentApprovalFor: null,
  applicationTypeCode: 'SC',
  hasVicinityAnswers: true,
  permissionLevel: 'COMMISSIONER',
};
const titles = (input: Partial<TDetailSectionsInput>) =>
  detailSections({ ...base, ...input }).map((section) => section.title);

describe('detailSections: the default view (spec 2 §2.2)', () => {
  it('a single-window building with a parent shows all sixteen, in order', () => {
    expect(titles({ applicationTypeCode: 'SW', parentApprovalFor: 'BUILDING' })).toEqual([
      'Application Details',
      'Plot Details',
      'Approved Building Details',
      'Building Details',
      'Shortfall Documents',
      'Uploaded Documents',
      'Showcause Documents',
      'Signed-QR Documents',
      'Correction Status',
      'Drawing Files',
      'Application Checklist',
      'Self Declaration',
      'Engineer Details',
      'Certificates',
      'Fee Adjustment Details',
    ]);
  });

  it.each([
    ['no parent: no approved section', {}, 'Approved Building Details', false],
    [
      'a final layout never shows its approved layout',
      { approvalFor: 'FINAL_LAYOUT', parentApprovalFor: 'LAYOUT' },
      'Approved Layout Details',
      false,
    ],
    ['a building in an approved layout', { parentApprovalFor: 'LAYOUT' }, 'Approved Layout Details', true],
    ['a layout has layout details', { approvalFor: 'LAYOUT' }, 'Layout Details', true],
    ['a layout has no building details', { approvalFor: 'LAYOUT' }, 'Building Details', false],
    ['a final layout has layout details', { approvalFor: 'FINAL_LAYOUT' }, 'Layout Details', true],
    ['a building has no layout details', {}, 'Layout Details', false],
    ['engineers only for single window', { applicationTypeCode: 'SC' }, 'Engineer Details', false],
    ['site verification: no fee section', { permissionLevel: 'SITE_VERIFICATION' }, 'Fee Adjustment Details', false],
    ['title verification: no fee section', { permissionLevel: 'TITLE_VERIFICATION' }, 'Fee Adjustment Details', false],
    ['technical verification sees fees', { permissionLevel: 'TECHNICAL_VERIFICATION' }, 'Fee Adjustment Details', true],
  ] as const)('%s', (_name, input, title, isShown) => {
    expect(titles(input).includes(title)).toBe(isShown);
  });
});

describe('detailSections: occupancy and compound wall (spec 2 §2.3, §2.4)', () => {
  it('occupancy', () => {
    expect(titles({ kind: 'OCCUPANCY', approvalFor: 'OCCUPANCY', applicationTypeCode: 'OC' })).toEqual([
      'Application Details',
      'Plot Details',
      'Uploaded Documents',
      'Application Checklist',
      'Building Details',
      'Deviated Details',
      'Certificates',
      'Fee Adjustment Details',
    ]);
  });
  it.each([
    [
      true,
      [
        'Application Details',
        'Plot Details',
        'Uploaded Documents',
        'Application Checklist',
        'Building Details',
        'Deviated Details',
        'Certificates',
      ],
    ],
    [
      false,
      [
        'Application Details',
        'Plot Details',
        'Uploaded Documents',
        'Building Details',
        'Deviated Details',
        'Certificates',
      ],
    ],
  ])('compound wall with vicinity answers: %s', (hasVicinityAnswers, expected) => {
    expect(titles({ kind: 'COMPOUND_WALL', approvalFor: 'COMPOUNDWALL', hasVicinityAnswers })).toEqual(expected);
  });
});

describe('canSeeFeeAdjustmentDetails (spec 2 §6)', () => {
  it.each([
    ['SITE_VERIFICATION', false],
    ['TITLE_VERIFICATION', false],
    ['TPSO_OFFICER', true],
    ['COMMISSIONER', true],
  ])('%s: %s', (level, canSee) => {
    expect(canSeeFeeAdjustmentDetails(level)).toBe(canSee);
  });
});

describe('detail screens per kind (spec 2 §2.1)', () => {
  it.each([
    ['SELF CERTIFICATION', 'BUILDING', '/application-details/7'],
    ['SINGLE WINDOW', 'LAYOUT', '/application-details/7'],
    ['OCCUPANCY', 'OCCUPANCY', '/application-details/occ/7'],
    ['SELF CERTIFICATION', 'COMPOUNDWALL', '/compoundWall-application-details/CW/7'],
  ] as const)('%s for %s opens %s', (applicationType, approvalFor, route) => {
    expect(detailRoute(detailViewKindOf({ applicationType, approvalFor }), 7)).toBe(route);
  });
});

describe('sidePanelSections (spec 2 §2.5)', () => {
  it.each([
    [
      'DEFAULT',
      'BUILDING',
      [
        'APPLICATION',
        'PLOT',
        'BUILDING',
        'DOCUMENTS',
        'CHECKLIST',
        'SHORTFALL',
        'SIGNED_QR',
        'SHOWCAUSE',
        'SELF_CERTIFICATION',
        'INSURANCE',
        'CERTIFICATES',
      ],
    ],
    [
      'DEFAULT',
      'LAYOUT',
      [
        'APPLICATION',
        'PLOT',
        'DOCUMENTS',
        'CHECKLIST',
        'SHORTFALL',
        'SIGNED_QR',
        'SHOWCAUSE',
        'SELF_CERTIFICATION',
        'LAYOUT',
        'INSURANCE',
        'CERTIFICATES',
      ],
    ],
    [
      'OCCUPANCY',
      'OCCUPANCY',
      ['APPLICATION', 'PLOT', 'PLOT_DOCUMENTS', 'CHECKLIST', 'BUILDING', 'DEVIATION', 'CERTIFICATES'],
    ],
    [
      'COMPOUND_WALL',
      'COMPOUNDWALL',
      ['APPLICATION', 'PLOT', 'DOCUMENTS', 'CHECKLIST', 'BUILDING', 'DEVIATION', 'CERTIFICATES'],
    ],
  ] as const)('%s for %s', (kind, approvalFor, sections) => {
    expect(sidePanelSections({ kind, approvalFor })).toEqual(sections);
  });
});

describe('the review page by its route type', () => {
  it.each([
    ['occ', 'OCCUPANCY'],
    ['CW', 'COMPOUND_WALL'],
    [undefined, 'DEFAULT'],
    ['anything', 'DEFAULT'],
  ] as const)('%s shows the %s review', (type, kind) => {
    expect(detailViewKindOfRouteType(type)).toBe(kind);
  });

  it.each([
    ['DEFAULT', '/review/7'],
    ['OCCUPANCY', '/review/occ/7'],
    ['COMPOUND_WALL', '/review/CW/7'],
  ] as const)('a %s detail screen links to %s', (kind, route) => {
    expect(reviewRoute(kind, 7)).toBe(route);
  });
});
