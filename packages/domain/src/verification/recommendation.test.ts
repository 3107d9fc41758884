import { describe, expect, it } from 'vitest';
import {
  composeFinalRemark,
  decisionButtons,
  isPlainSubmission,
  noOutcomeReason,
  RECOMMENDATION_LABELS,
  RECOMMENDATION_MESSAGES,
  recommendationProblem,
  submissionGate,
  turnSubmissionNeeds,
  type TRecommendationDraft,
} from './recommendation';
import { routeAfterSubmit } from './next-route';

const draft = (change: Partial<TRecommendationDraft>): TRecommendationDraft => ({
  options: ['RECOMMENDED', 'NOT_RECOMMENDED'],
  status: null,
  reasons: [],
  otherReason: '',
  remark: '',
  nocDepartments: [],
  ...change,
});

describe('the Remarks & Recommendation panel', () => {
  it('labels the buttons as spec 3 §4 does', () => {
    expect(RECOMMENDATION_LABELS).toMatchObject({
      RECOMMENDED: 'RECOMMEND FOR APPROVAL',
      NOT_RECOMMENDED: 'RECOMMEND FOR REJECTION',
      SHORTFALL: 'RECOMMEND FOR SHORTFALL',
      MORTGAGE_SHORTFALL: 'RECOMMEND FOR MORTGAGE SHORTFALL',
      LINE_VERIFICATION: 'RECOMMEND FOR LINE DEPARTMENT',
      FEE_INTIMATION: 'RAISE FEE INTIMATION',
    });
  });

  it('submits without a choice only when SUBMITTED is the one option', () => {
    expect(isPlainSubmission(['SUBMITTED'])).toBe(true);
    expect(isPlainSubmission(['RECOMMENDED', 'SUBMITTED'])).toBe(false);
    expect(recommendationProblem(draft({ options: ['SUBMITTED'] }))).toBeNull();
  });

  it.each([
    [{}, 'Please select recommend or not recommend'],
    [{ status: 'RECOMMENDED' }, 'Please add remarks'],
    [{ status: 'RECOMMENDED', remark: '  ' }, 'Please add remarks'],
    [{ status: 'RECOMMENDED', remark: 'Site as per plan' }, null],
    [{ status: 'NOT_RECOMMENDED' }, RECOMMENDATION_MESSAGES.reasons],
    [{ status: 'NOT_RECOMMENDED', reasons: ['Other'] }, RECOMMENDATION_MESSAGES.otherReason],
    [{ status: 'NOT_RECOMMENDED', reasons: ['Other'], otherReason: 'Encroachment' }, null],
    [{ status: 'SHOW_CAUSE', reasons: ['Setbacks not left as declared'] }, null],
    [{ status: 'LINE_VERIFICATION', remark: 'NOC needed' }, 'Please select NOC options'],
    [{ status: 'LINE_VERIFICATION', remark: 'NOC needed', nocDepartments: ['FIRE'] }, null],
  ])('%j → %s', (change, expected) => {
    expect(recommendationProblem(draft(change))).toBe(expected);
  });

  it('writes the reasons, Other in words, before the remarks, encoded as spec 3 §5 says', () => {
    expect(
      composeFinalRemark({ status: 'RECOMMENDED', reasons: [], otherReason: '', remark: 'All documents verified.' }),
    ).toBe('All documents verified.');
    const sent = composeFinalRemark({
      status: 'NOT_RECOMMENDED',
      reasons: ['Land under court dispute', 'Other'],
      otherReason: 'Survey number mismatch',
      remark: 'See note',
    });
    expect(JSON.parse(sent)).toBe('Reasons: Land under court dispute; Survey number mismatch. See note');
  });

  it('leaves out reasons picked under a rejection when the officer switched to an approval', () => {
    const switched = {
      reasons: ['Land is government land'],
      otherReason: '',
      remark: 'Title clear; recommended for approval.',
    };
    expect(JSON.parse(composeFinalRemark({ ...switched, status: 'RECOMMENDED' }))).toBe(
      'Title clear; recommended for approval.',
    );
    expect(JSON.parse(composeFinalRemark({ ...switched, status: 'SHOW_CAUSE_RAISED' }))).toBe(
      'Reasons: Land is government land. Title clear; recommended for approval.',
    );
  });
});

describe('submission gates', () => {
  const met = {
    hasActiveNote: true,
    areFormsSubmitted: true,
    kind: 'SELF_CERTIFICATION',
    needsFee: false,
    isFeeSubmitted: false,
    needsConditions: false,
    areConditionsSubmitted: false,
    needsDeviation: false,
    isDeviationUpdated: false,
  } as const;
  it.each([
    [{}, null],
    [{ hasActiveNote: false }, 'Please add remarks in View Notes'],
    [{ hasActiveNote: false, areFormsSubmitted: false }, 'Please add remarks in View Notes and Submit Forms'],
    [{ areFormsSubmitted: false }, 'Please Submit Forms'],
    [{ needsFee: true }, 'Please submit fee'],
    [{ needsFee: true, isFeeSubmitted: true }, null],
    [{ hasActiveNote: false, needsFee: true }, '* Please add Remarks in View Notes, Submit Fee, and conditions'],
    [{ needsConditions: true }, '* Please add Remarks in View Notes, Submit Fee, and conditions'],
    [
      { hasActiveNote: false, kind: 'OCCUPANCY', needsDeviation: true },
      '* Please add remarks in View/Add notes and update Deviation',
    ],
    [{ kind: 'OCCUPANCY', needsDeviation: true }, '* Please add remarks in View/Add notes and update Deviation'],
    [{ kind: 'OCCUPANCY', needsDeviation: true, isDeviationUpdated: true }, null],
  ] as const)('%j → %s', (change, expected) => {
    expect(submissionGate({ ...met, ...change })).toBe(expected);
  });
});

describe('what a turn submits before its recommendation', () => {
  it.each([
    ['SINGLE_WINDOW', 'TECHNICAL', 'L2', ['fee'], { needsFee: true, needsConditions: true, needsDeviation: false }],
    ['SINGLE_WINDOW', 'TECHNICAL', 'L2', [], { needsFee: false, needsConditions: false, needsDeviation: false }],
    ['SELF_CERTIFICATION', 'SITE', 'L2', ['fee'], { needsFee: false, needsConditions: false, needsDeviation: false }],
    ['OCCUPANCY', 'SITE', 'L2', ['fee'], { needsFee: false, needsConditions: false, needsDeviation: true }],
    ['OCCUPANCY', 'SITE', 'L1', [], { needsFee: false, needsConditions: false, needsDeviation: false }],
  ] as const)('%s %s %s with actions %j: %j', (kind, stageKey, level, actions, expected) => {
    expect(turnSubmissionNeeds({ kind, stageKey, level, actions, isGhmcOfficer: false, isNewWorkflow: true })).toEqual(
      expected,
    );
  });

  it('a GHMC officer, who has no Deviation tab, is not asked for the deviation table', () => {
    const turn = { kind: 'OCCUPANCY', stageKey: 'SITE', level: 'L2', actions: [] } as const;
    expect(turnSubmissionNeeds({ ...turn, isGhmcOfficer: true, isNewWorkflow: true }).needsDeviation).toBe(false);
  });

  it('an old-workflow file, which shows no Fees tab, is not asked for the fee', () => {
    const turn = { kind: 'SINGLE_WINDOW', stageKey: 'TECHNICAL', level: 'L2', actions: ['fee'] } as const;
    expect(turnSubmissionNeeds({ ...turn, isGhmcOfficer: false, isNewWorkflow: false })).toEqual({
      needsFee: false,
      needsConditions: false,
      needsDeviation: false,
    });
  });
});

describe('the final decision', () => {
  it.each([
    [
      'PROCEEDINGS_IN_PROGRESS',
      'SELF_CERTIFICATION',
      ['ACCEPTED', 'REJECTED', 'SHOW_CAUSE'],
      [true, true, true, false],
    ],
    ['DEEMED', 'SINGLE_WINDOW', ['ACCEPTED', 'REJECTED', 'SHOW_CAUSE'], [false, true, true, false]],
    ['PROCEEDINGS_IN_PROGRESS', 'OCCUPANCY', ['ACCEPTED', 'REJECTED', 'SHOW_CAUSE'], [true, false, true, false]],
    [
      'PROCEEDINGS_IN_PROGRESS',
      'SINGLE_WINDOW',
      ['REJECTED', 'SHOW_CAUSE', 'FEE_INTIMATION'],
      [false, true, true, true],
    ],
    ['PROCEEDINGS_IN_PROGRESS', 'SELF_CERTIFICATION', [], [false, false, false, false]],
  ] as const)('%s %s with %j: approve, show cause, revoke, fee intimation = %j', (status, kind, options, expected) => {
    const buttons = decisionButtons({ status, kind, options });
    expect([buttons.canApprove, buttons.canShowCause, buttons.canRevoke, buttons.canRaiseFeeIntimation]).toEqual(
      expected,
    );
  });
});

describe('after a successful submit', () => {
  const application = { id: '42', applicationType: 'SELF CERTIFICATION', approvalFor: 'BUILDING' } as const;
  it.each([
    ['SITE', ['TITLE', 'TECHNICAL'], '/technical-verification/42'],
    ['SITE', ['TITLE'], '/title-verification/42'],
    ['TITLE', ['SITE', 'TECHNICAL'], '/technical-verification/42'],
    ['TECHNICAL', ['SITE', 'TITLE'], '/site-verification/42'],
    ['TECHNICAL', ['TITLE'], '/title-verification/42'],
    ['TECHNICAL', [], '/post-verification'],
    [null, ['SITE'], '/post-verification'],
  ] as const)('from %s with %j still waiting goes to %s', (screen, waiting, expected) => {
    expect(routeAfterSubmit({ screen, waitingScreens: waiting, application })).toBe(expected);
  });

  it('keeps the occupancy route segment', () => {
    expect(
      routeAfterSubmit({
        screen: 'SITE',
        waitingScreens: ['TECHNICAL'],
        application: { id: '7', applicationType: 'OCCUPANCY', approvalFor: 'OCCUPANCY' },
      }),
    ).toBe('/technical-verification/occ/7');
  });
});

describe('noOutcomeReason', () => {
  it.each([
    [
      'VERIFICATION_UNDER_PROGRESS',
      'Cannot submit for the applications which are in verification under progress state',
    ],
    ['SHOW_CAUSE_RAISED', 'This application is waiting for the applicant'],
    ['PAYMENT_INTIATED', 'This application is waiting for the applicant'],
    ['FINAL_DEEMED', 'This application is already decided; nothing more can be submitted on it'],
  ] as const)('%s: %s', (status, expected) => {
    expect(noOutcomeReason(status)).toBe(expected);
  });
});
