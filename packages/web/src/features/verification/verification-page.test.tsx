import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toDeviationAnswer, type TDeviationInputs } from '@anumati/domain';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { saveAnswersOnPhone } from '../field-inspection';
import { changeLanguage } from '../../shared/i18n/i18n';
import { storeSession } from '../../shared/session/session-storage';
import type { TOfficersApplication } from '../../shared/application/officers-application.query';
import {
  ApplicationCommentsDocument,
  ApplicationConditionsDocument,
  CreateShortfallDocument,
  FieldRecordsDocument,
  GetQuestionsAndAnswersDocument,
  NoteDraftDocument,
  OfficersApplicationDocument,
  RecommendationsDocument,
  SaveFieldAnswersDocument,
  SaveFormAnswersDocument,
  SubmitFormAnswersDocument,
} from '../../shared/graphql/generated/graphql';
import { answerRestGet, operation, setupMockServer } from '../../testing/mock-server';
import { heldAnswer, reconnect } from '../../testing/network-events';
import { renderAsOfficer, TEST_OFFICER } from '../../testing/render-as-officer';
import type { TApplicationForm } from '../../shared/application/get-questions-and-answers.query';
import { VerificationPage } from './verification-page';

const APPLICATION: TOfficersApplication = {
  id: '41',
  applicationIdentifier: 'NZP/2026/0041',
  status: 'VERIFICATION_UNDER_PROGRESS',
  applicationType: 'SELF CERTIFICATION',
  approvalFor: 'BUILDING',
  currentOfficerLevel: 'L1',
  assignedDate: '2026-11-02T04:30:00.000Z',
  // The old workflow: no fee or conditions tabs beside the form (those are the fees tab's tests).
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
  stageStates: [
    {
      id: '7',
      name: 'Site Verification',
      status: 'IN_PROCESS',
      dueDays: 7,
      receivedDate: '2026-11-02T04:30:00.000Z',
      stageOfficers: [
        {
          id: '70',
          officerId: TEST_OFFICER.id,
          officerLevel: 'L1',
          officerName: 'Site Officer',
          officerRole: 'TPS',
          action: 'IN_PROCESS',
          receivedDate: '2026-11-02T04:30:00.000Z',
          forwardedDate: null,
        },
      ],
    },
  ],
};

/** The site officer's open turn: one question on one page. */
const SITE_FORM: TApplicationForm = {
  id: '700',
  order: 1,
  title: 'Site Verification',
  status: 'IN_PROCESS',
  stage: 'Site Verification',
  stageKey: 'SITE',
  officerId: TEST_OFFICER.id,
  officerName: 'Site Officer',
  officerRole: 'TPS',
  officerLevel: 'L1',
  forwardedDate: null,
  municipalFinalRemark: null,
  fields: [
    {
      id: '1',
      title: 'Does the site match the plan?',
      fieldType: 'boolean',
      order: 1,
      dbField: 'matches',
      options: [{ value: 'Yes' }, { value: 'No' }],
    },
  ],
  answer: null,
  oldAnswer: null,
  stageState: {
    id: '7',
    name: 'Site Verification',
    status: 'IN_PROCESS',
    receivedDate: '2026-11-02T04:30:00.000Z',
    completedDate: null,
    finalRemark: null,
    l1Remarks: null,
    l2Remarks: null,
  },
};

const REMARK = 'Site matches the plan';

const server = setupMockServer(
  operation(OfficersApplicationDocument).answer(() => ({ officersApplication: APPLICATION })),
  // The header's notice of flagged site photos (issue 53): none on this file.
  operation(FieldRecordsDocument).answer(() => ({ fieldPhotos: [], siteVisits: [], fieldPhotoMaxDistance: 200 })),
  operation(GetQuestionsAndAnswersDocument).answer(() => ({
    getQuestionsAndAnswers: { finalRemark: null, applicationForms: [SITE_FORM] },
  })),
  // Spec 3 §5: the officer's active note, without which nothing is submitted.
  operation(ApplicationCommentsDocument).answer(() => ({
    applicationComments: [
      {
        id: '5',
        comment: 'Visited the site on 3 November',
        attachmentUrl: null,
        attachmentName: null,
        active: true,
        createdAt: '2026-11-03T06:00:00.000Z',
        officer: { id: TEST_OFFICER.id, firstName: 'Site', lastName: 'Officer', role: { name: 'TPS' } },
      },
    ],
  })),
  operation(RecommendationsDocument).answer(({ formInstanceId }) => ({
    recommendations: [formInstanceId].flat().map((id) => ({
      formInstanceId: id,
      options: ['RECOMMENDED', 'NOT_RECOMMENDED'],
      status: 'IN_PROCESS',
      finalRemark: null,
    })),
  })),
  operation(SaveFormAnswersDocument).answer(() => ({ saveFormAnswers: { success: true, message: 'Saved' } })),
);

/** Answers the question, goes on to the panel, recommends approval with a remark and confirms. */
async function recommendApproval() {
  const user = userEvent.setup();
  openSiteScreen();
  await user.click(await screen.findByRole('radio', { name: 'Yes' }));
  await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
  await user.click(await screen.findByRole('radio', { name: 'RECOMMEND FOR APPROVAL' }));
  await user.click(screen.getByRole('textbox', { name: 'Remarks' }));
  await user.paste(REMARK);
  await user.click(screen.getByRole('button', { name: 'CONFIRM & SUBMIT' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, submit' }));
}

describe('a verification screen against the server', () => {
  it('sends the answer and the recommendation of the officer’s turn, and says it is submitted', async () => {
    server.use(
      operation(SubmitFormAnswersDocument).answer(() => ({
        submitFormAnswers: { success: true, message: 'Submitted', status: 'SUBMITTED' },
      })),
    );
    await recommendApproval();
    expect(await screen.findByText('Submitted successfully')).toBeTruthy();
    // Site was the officer's only open turn on the file: back to the inbox.
    expect(await screen.findByRole('heading', { name: 'Inbox' })).toBeTruthy();
    const answers = { matches: { parent_answer: 'Yes' } };
    expect(operation(SaveFormAnswersDocument).sentVariables()).toEqual([
      { formInstanceId: SITE_FORM.id, data: JSON.stringify(answers) },
    ]);
    expect(operation(SubmitFormAnswersDocument).sentVariables()).toEqual([
      {
        formInstanceId: SITE_FORM.id,
        data: JSON.stringify(answers),
        status: 'RECOMMENDED',
        officerId: TEST_OFFICER.id,
        finalRemark: REMARK,
      },
    ]);
  });

  it('asks no fee details for a site officer on a new-workflow file (spec 2 §5: hidden from site verification)', async () => {
    // The server refuses them to site and title verification: asked, they were a 403 and an error in the console.
    // The mock server fails the test on any request it has no answer for, fee_details included.
    server.use(
      operation(OfficersApplicationDocument).answer(() => ({
        officersApplication: { ...APPLICATION, newWorkFlow: true, oldWorkFlow: false },
      })),
      operation(ApplicationConditionsDocument).answer(() => ({
        applicationConditions: { isSubmitted: false, canEdit: false, conditions: [] },
      })),
    );
    openSiteScreen();
    expect(await screen.findByRole('radio', { name: 'Yes' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: /Fee Conditions/ })).toBeTruthy();
  });

  it('shows the server’s refusal on the panel and keeps the officer there', async () => {
    server.use(
      operation(SubmitFormAnswersDocument).fail({ message: 'This turn has already been submitted', code: 'CONFLICT' }),
    );
    await recommendApproval();
    expect(await screen.findByText('This turn has already been submitted')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Remarks' })).toHaveProperty('value', REMARK);
    expect(screen.queryByText('Submitted successfully')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Inbox' })).toBeNull();
  });
});

describe('a refetch that fails on an open screen', () => {
  it('keeps the screen and the officer’s unsaved answer, and says what failed with RETRY', async () => {
    const user = userEvent.setup();
    openSiteScreen();
    await user.click(await screen.findByRole('radio', { name: 'Yes' }));
    server.use(operation(OfficersApplicationDocument).fail({ message: 'The server is busy, try again' }));

    // A reconnect refetches the file, and the server fails it.
    reconnect();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The server is busy, try again');
    expect(within(alert).getByRole('button', { name: 'RETRY' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Yes' }).checked).toBe(true);
  });

  it('keeps the Deviation tab and the site officer’s unsaved entries when the occupancy view fails to refetch', async () => {
    const side = { building_permit_order: 3, setback_as_on_ground: 2.5, building_lengths: 12, no_of_floors: 2 };
    const citizen: TDeviationInputs = {
      front: side,
      rear: side,
      side_one: side,
      side_two: side,
      land_value_per_registration_dep: 12_000,
    };
    const deviation = toDeviationAnswer({
      levels: { CITIZEN: citizen, 'LEVEL-1': null, 'LEVEL-2': null, 'LEVEL-3': null },
      isBuildingConstructedOnStipulatedTime: true,
      proceedingDate: null,
      completionDate: null,
      noDaysDeviated: null,
      totalBuiltUpAreaAsOnGround: null,
      isDeviationUpdated: false,
      isDeviationSubmitted: false,
    });
    server.use(answerRestGet('/api/v1/applications/:id/occupancy_show', () => ({ deviation })));
    const user = userEvent.setup();
    openSiteScreen({ application: { ...APPLICATION, applicationType: 'OCCUPANCY', approvalFor: 'OCCUPANCY' } });
    await user.click(await screen.findByRole('tab', { name: /Deviation/ }));
    const rear = await screen.findByLabelText('Rear setback as on ground');
    // As the deviation table's own tests enter a figure (a typed one is reformatted as it goes).
    fireEvent.change(rear, { target: { value: '2.8' } });
    expect(screen.getByLabelText<HTMLInputElement>('Rear setback as on ground').value).toBe('2.8');
    server.use(
      http.get('/api/v1/applications/:id/occupancy_show', () =>
        // A failure the console does not send again (a 503 it would retry calmly, shared/graphql/request-retry.ts).
        HttpResponse.json({ success: false, message: 'The server is busy, try again', data: null }, { status: 500 }),
      ),
    );

    reconnect();

    expect(await screen.findByText('The server is busy, try again')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Rear setback as on ground').value).toBe('2.8');
  });
});

/** The server offers the officer a shortfall on the open turn (as on a single-window pre-scrutiny). */
const offersShortfall = operation(RecommendationsDocument).answer(({ formInstanceId }) => ({
  recommendations: [formInstanceId].flat().map((id) => ({
    formInstanceId: id,
    options: ['RECOMMENDED', 'NOT_RECOMMENDED', 'SHORTFALL'],
    status: 'IN_PROCESS',
    finalRemark: null,
  })),
}));

/** On the site screen, Raise Shortfall, Yes and Submit; the dialog. */
async function raiseShortfall(user: ReturnType<typeof userEvent.setup>) {
  openSiteScreen();
  await user.click(await screen.findByRole('button', { name: 'Raise Shortfall' }));
  const dialog = await screen.findByRole('dialog', { name: 'Raise Shortfall' });
  await user.click(within(dialog).getByRole('radio', { name: 'Yes' }));
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  return dialog;
}

describe('Raise Shortfall against the server', () => {
  it('shows the server’s refusal in the dialog, and not again once the dialog is opened anew', async () => {
    server.use(
      offersShortfall,
      operation(CreateShortfallDocument).fail({ message: 'This turn has already been submitted', code: 'CONFLICT' }),
    );
    const user = userEvent.setup();
    const dialog = await raiseShortfall(user);
    expect(await within(dialog).findByText('This turn has already been submitted')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Raise Shortfall' }));
    const reopened = await screen.findByRole('dialog', { name: 'Raise Shortfall' });
    expect(within(reopened).queryByText('This turn has already been submitted')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Inbox' })).toBeNull();
  });

  it('takes the officer to the list once the server took it, even when a refetch closed the dialog first', async () => {
    const shortfallAnswer = heldAnswer();
    let isRaised = false;
    server.use(
      offersShortfall,
      // Once the shortfall is in, the officer's turn is closed.
      operation(GetQuestionsAndAnswersDocument).answer(() => ({
        getQuestionsAndAnswers: {
          finalRemark: null,
          applicationForms: [isRaised ? { ...SITE_FORM, status: 'SHORTFALL' } : SITE_FORM],
        },
      })),
      operation(CreateShortfallDocument).answer(async () => {
        isRaised = true;
        await shortfallAnswer.until;
        return { createShortfall: { success: true, message: 'Submitted successfully', status: 'SHORTFALL' } };
      }),
    );
    await raiseShortfall(userEvent.setup());
    await waitFor(() => expect(operation(CreateShortfallDocument).sentVariables()).toHaveLength(1));

    // The connection drops and comes back while the server works: the file is refetched, the turn shows closed
    // and the dialog goes before the server's answer arrives.
    reconnect();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Raise Shortfall' })).toBeNull());
    shortfallAnswer.release();

    expect(await screen.findByRole('heading', { name: 'Inbox' })).toBeTruthy();
    expect(await screen.findByText('Shortfall raised')).toBeTruthy();
  });
});

describe('answers kept on this phone (issue 53 §3)', () => {
  it('starts the questions from them, drawn with the screen and not a moment after it', async () => {
    // An officer of their own: what the phone keeps is filed under the officer, and stays for the worker's tests.
    const inspector = { ...TEST_OFFICER, id: '990' };
    storeSession({ accessToken: 'test-token', firstName: 'Site', lastName: 'Officer', id: inspector.id });
    server.use(
      operation(OfficersApplicationDocument).answer(() => ({
        officersApplication: {
          ...APPLICATION,
          stageStates: APPLICATION.stageStates.map((stage) => ({
            ...stage,
            stageOfficers: stage.stageOfficers.map((turn) => ({ ...turn, officerId: inspector.id })),
          })),
        },
      })),
      operation(GetQuestionsAndAnswersDocument).answer(() => ({
        getQuestionsAndAnswers: { finalRemark: null, applicationForms: [{ ...SITE_FORM, officerId: inspector.id }] },
      })),
      // The network is there but the server is busy: the answers stay on the phone, waiting.
      operation(SaveFieldAnswersDocument).fail({ message: 'Busy', code: 'UNAVAILABLE' }),
    );
    await saveAnswersOnPhone({
      applicationId: APPLICATION.id,
      formInstanceId: SITE_FORM.id,
      data: JSON.stringify({ matches: { parent_answer: 'No' } }),
    });
    renderAsOfficer(server, <VerificationPage screen="SITE" />, {
      route: '/site-verification/:id',
      path: `/site-verification/${APPLICATION.id}`,
      officer: inspector,
    });
    // The panel below the questions is on screen: the questions are already there, with the kept answer, so they
    // do not appear after it and push it down (a layout shift of 0.32 on a phone).
    expect(await screen.findByRole('heading', { name: 'Site inspection' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'No' })).toHaveProperty('checked', true);
  });
});

/**
 * The site screen of the file, opened from the inbox with its notes switch (or typed in: no state); the inbox
 * stands in as a heading, to see when the officer is sent back to it.
 */
function openSiteScreen(options: { state?: { enableNotes: boolean }; application?: TOfficersApplication } = {}) {
  if (options.application) {
    const application = options.application;
    server.use(operation(OfficersApplicationDocument).answer(() => ({ officersApplication: application })));
  }
  renderAsOfficer(server, <VerificationPage screen="SITE" />, {
    route: '/site-verification/:id',
    path: `/site-verification/${APPLICATION.id}`,
    state: options.state,
    otherRoutes: { '/post-verification': <h1>Inbox</h1> },
  });
}

/** The same file after the site officer submitted: the stage is another officer's now. */
const SUBMITTED_TURN: TOfficersApplication = {
  ...APPLICATION,
  stageStates: APPLICATION.stageStates.map((stage) => ({
    ...stage,
    stageOfficers: stage.stageOfficers.map((officer) => ({ ...officer, action: 'SUBMITTED' })),
  })),
};

const SWITCHED_OFF = 'Notes cannot be added on this visit: the file was opened to view it, not to verify it';

describe('the Add Note Sheet switch (spec 1 §2.2 enableNotes)', () => {
  afterEach(() => changeLanguage('en', { remember: false }));

  it('opens the note sheet with the editor on the officer’s turn when the list switched notes on', async () => {
    const user = userEvent.setup();
    server.use(operation(NoteDraftDocument).answer(() => ({ noteDraft: null })));
    openSiteScreen({ state: { enableNotes: true } });
    const add = await screen.findByRole('button', { name: 'Add Note Sheet' });
    expect(add.getAttribute('aria-disabled')).toBeNull();
    await user.click(add);
    const notes = await screen.findByRole('dialog', { name: 'Notes' });
    expect(await within(notes).findByRole('textbox', { name: 'Add Notes' })).toBeTruthy();
  });

  it.each([
    {
      why: 'the list switched notes off',
      state: { enableNotes: false },
      application: APPLICATION,
      reason: SWITCHED_OFF,
    },
    {
      why: 'the file is no longer at the officer’s turn',
      state: { enableNotes: true },
      application: SUBMITTED_TURN,
      reason: 'Notes can be added only while the application is with you',
    },
  ])('greys Add Note Sheet and says why when $why, and still lets the officer read the notes', async (example) => {
    const user = userEvent.setup();
    openSiteScreen(example);
    const add = await screen.findByRole('button', { name: 'Add Note Sheet', description: example.reason });
    expect(add.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText(example.reason)).toBeTruthy();
    await user.click(add);
    expect(screen.queryByRole('dialog', { name: 'Notes' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'View note sheet' }));
    const notes = await screen.findByRole('dialog', { name: 'Notes' });
    expect(await within(notes).findByText('Visited the site on 3 November')).toBeTruthy();
    expect(within(notes).queryByRole('textbox', { name: 'Add Notes' })).toBeNull();
    expect(within(notes).getByText(example.reason)).toBeTruthy();
  });

  it('gives the greyed button its reason in Telugu', async () => {
    await changeLanguage('te', { remember: false });
    openSiteScreen({ state: { enableNotes: false } });
    const add = await screen.findByRole('button', {
      name: 'నోట్ షీట్ జోడించు',
      description: 'ఈ సందర్శనలో నోట్స్ జోడించలేరు: ఫైల్‌ను పరిశీలించడానికి కాదు, చూడటానికి మాత్రమే తెరిచారు',
    });
    expect(add.getAttribute('aria-disabled')).toBe('true');
  });
});
