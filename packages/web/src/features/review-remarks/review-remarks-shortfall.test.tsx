import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TApplicationForm } from '../../shared/application/get-questions-and-answers.query';
import type { TOfficersApplication } from '../../shared/application/officers-application.query';
import {
  ApplicationCommentsDocument,
  CreateShortfallDocument,
  GetQuestionsAndAnswersDocument,
  OfficersApplicationDocument,
  RecommendationsDocument,
  ReviewRemarksDocument,
  type StageStatus,
} from '../../shared/graphql/generated/graphql';
import { changeLanguage } from '../../shared/i18n/i18n';
import { operation, setupMockServer } from '../../testing/mock-server';
import { renderAsOfficer, TEST_OFFICER } from '../../testing/render-as-officer';
import type { TReviewRemark } from './api/review-remarks.query';
import { ReviewRemarksList } from './review-remarks-list';

const APPLICATION: TOfficersApplication = {
  id: '41',
  applicationIdentifier: 'NZP/2026/0041',
  status: 'SUBMITTED',
  applicationType: 'SINGLE WINDOW',
  approvalFor: 'BUILDING',
  currentOfficerLevel: 'L1',
  assignedDate: '2026-11-02T04:30:00.000Z',
  newWorkFlow: false,
  oldWorkFlow: true,
  finalRemark: null,
  isShowCauseRaised: false,
  isShowCauseRaisedDocUpload: false,
  isShowCauseSevenDaysElapsed: false,
  isFeeSubmitted: false,
  isFeeChanged: false,
  feeIsSubmitted: false,
  isDeviationSubmitted: false,
  isDeviationUpdated: false,
  proceedingIsSubmitted: false,
  applicant: { applicantName: 'K. Lakshmi' },
  stageStates: [],
};

const STAGE_STATE = {
  id: '7',
  name: 'Site Verification',
  status: 'IN_PROCESS',
  receivedDate: '2026-11-02T04:30:00.000Z',
  completedDate: null,
  finalRemark: null,
  l1Remarks: null,
  l2Remarks: null,
} as const;

/** A turn of the file: the viewer's (TEST_OFFICER) unless another officer's id is given. */
const form = (id: string, title: string, status: TApplicationForm['status'], officerId: string): TApplicationForm => ({
  id,
  order: Number(id),
  title,
  status,
  stage: 'Site Verification',
  stageKey: 'SITE',
  officerId,
  officerName: officerId === TEST_OFFICER.id ? 'Site Officer' : 'Ravi Kumar',
  officerRole: 'TPS',
  officerLevel: 'L1',
  forwardedDate: null,
  municipalFinalRemark: null,
  fields: [],
  answer: null,
  oldAnswer: null,
  stageState: STAGE_STATE,
});

const FORMS = [
  form('700', 'Site verification', 'IN_PROCESS', TEST_OFFICER.id),
  form('701', 'Title verification', 'IN_PROCESS', '99'),
  form('702', 'Technical verification', 'SUBMITTED', TEST_OFFICER.id),
];

/** The list's card of each turn. */
const card = (turn: TApplicationForm): TReviewRemark => ({
  id: turn.id,
  title: turn.title,
  status: turn.status,
  stage: turn.stage,
  officerName: turn.officerName,
  officerRole: turn.officerRole,
  officerLevel: turn.officerLevel,
  forwardedDate: '2026-11-03T05:30:00.000Z',
  municipalFinalRemark: null,
  beforeShowcase: false,
  stageState: { ...STAGE_STATE, dueDate: '2026-11-09T18:30:00.000Z' },
  answer: null,
  fields: [],
});

/** What the server lets each turn send now: `options` for every form asked about. */
const recommending = (options: StageStatus[]) =>
  operation(RecommendationsDocument).answer(({ formInstanceId }) => ({
    recommendations: [formInstanceId].flat().map((id) => ({
      formInstanceId: id,
      options,
      status: 'IN_PROCESS',
      finalRemark: null,
    })),
  }));

const server = setupMockServer(
  operation(ReviewRemarksDocument).answer(() => ({
    reviewRemarks: { totalCount: 3, totalPages: 1, finalRemarkLabel: 'Final Remarks', records: FORMS.map(card) },
  })),
  operation(OfficersApplicationDocument).answer(() => ({ officersApplication: APPLICATION })),
  operation(GetQuestionsAndAnswersDocument).answer(() => ({
    getQuestionsAndAnswers: { finalRemark: null, applicationForms: FORMS },
  })),
  // Spec 3 §5: the viewer's active note, without which no shortfall is sent.
  operation(ApplicationCommentsDocument).answer(() => ({
    applicationComments: [
      {
        id: '5',
        comment: 'Documents checked',
        attachmentUrl: null,
        attachmentName: null,
        active: true,
        createdAt: '2026-11-03T06:00:00.000Z',
        officer: { id: TEST_OFFICER.id, firstName: 'Site', lastName: 'Officer', role: { name: 'TPS' } },
      },
    ],
  })),
  recommending(['RECOMMENDED', 'NOT_RECOMMENDED', 'SHORTFALL']),
  operation(CreateShortfallDocument).answer(() => ({
    createShortfall: { success: true, message: 'Submitted successfully', status: 'SHORTFALL' },
  })),
);

const openList = () =>
  renderAsOfficer(server, <ReviewRemarksList applicationId="41" isSingleWindow />, {
    route: '/review-remarks/:id',
    path: '/review-remarks/41',
    otherRoutes: { '/post-verification': <h1>Inbox</h1> },
  });

const cardOf = (title: string, officer: string) => screen.findByRole('article', { name: `${title} by ${officer}` });

describe('Raise Shortfall in the review remarks (spec 2 §2.8)', () => {
  it('is on the viewer’s own open turn only, where the server offers a shortfall', async () => {
    openList();
    const mine = await cardOf('Site verification', 'Site Officer');
    expect(await within(mine).findByRole('button', { name: 'Raise Shortfall' })).toBeTruthy();
    expect(within(await cardOf('Title verification', 'Ravi Kumar')).queryByRole('button')).toBeNull();
    expect(within(await cardOf('Technical verification', 'Site Officer')).queryByRole('button')).toBeNull();
    // Only the viewer's open turn is asked what it may send.
    expect(operation(RecommendationsDocument).sentVariables()).toEqual([{ id: '41', formInstanceId: ['700'] }]);
  });

  it('is not shown where the server does not offer a shortfall on the turn', async () => {
    server.use(recommending(['RECOMMENDED', 'NOT_RECOMMENDED']));
    openList();
    const mine = await cardOf('Site verification', 'Site Officer');
    await waitFor(() => expect(operation(RecommendationsDocument).sentVariables()).toHaveLength(1));
    expect(within(mine).queryByRole('button', { name: 'Raise Shortfall' })).toBeNull();
  });

  it('raises it with the dialog: the turn and the remark go to createShortfall, the officer to the list', async () => {
    const user = userEvent.setup();
    openList();
    const mine = await cardOf('Site verification', 'Site Officer');
    await user.click(await within(mine).findByRole('button', { name: 'Raise Shortfall' }));
    const dialog = await screen.findByRole('dialog', { name: 'Raise Shortfall' });
    await user.click(within(dialog).getByRole('radio', { name: 'Yes' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Remark (optional)' }), 'Sale deed missing');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { name: 'Inbox' })).toBeTruthy();
    expect(await screen.findByText('Shortfall raised')).toBeTruthy();
    expect(operation(CreateShortfallDocument).sentVariables()).toEqual([
      { formInstanceId: '700', remark: 'Sale deed missing' },
    ]);
  });

  it('reads in Telugu', async () => {
    await changeLanguage('te', { remember: false });
    openList();
    expect(await screen.findByRole('button', { name: 'లోపం నమోదు చేయి' })).toBeTruthy();
  });
});
