import { CORRECTION_MESSAGES } from '@anumati/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  ApplicationCorrectionRequestDocument,
  ApplicationsCorrectionRequestDocument,
  MeDocument,
  UpdateCorrectionDocument,
  UpdateFinalCorrectionDocument,
} from '../../shared/graphql/generated/graphql';
import type { TMe } from '../../shared/officer/me.query';
import { operation, setupMockServer } from '../../testing/mock-server';
import { heldAnswer, reconnect } from '../../testing/network-events';
import { TEST_OFFICER } from '../../testing/render-as-officer';
import { renderWithProviders } from '../../testing/render-with-providers';
import type { TCorrectionRequest } from './api/correction-request-fields';
import { correctionRoutes } from './correction-routes';

const request = (overrides: Partial<TCorrectionRequest> = {}): TCorrectionRequest => ({
  id: '5',
  applicationId: '7',
  applicationIdentifier: 'GHMC/REG/2026/000007',
  applicationType: 'REGISTRATION',
  approvalFor: 'BUILDING',
  applicantName: 'Lakshmi',
  status: 'CORRECTION_VERIFICATION',
  correctionRequestCompleted: false,
  finalRemark: null,
  isApprove: null,
  createdAt: '2026-11-20T05:00:00Z',
  receivedDate: null,
  myTurn: 'VERIFICATION',
  hasActiveNote: true,
  corrections: [
    {
      id: '11',
      columnName: 'applicant_name',
      oldValue: 'Lakshmi',
      newValue: 'Lakshmi Devi',
      isApprove: true,
      remark: null,
      supportingDocUrl: 'https://files.example.in/gazette.pdf',
      supportingOptionalDocUrl: [],
    },
    {
      id: '12',
      columnName: 'mobile',
      oldValue: 'XXXXXXXXXX',
      newValue: 'XXXXXXXXXX',
      isApprove: null,
      remark: null,
      supportingDocUrl: null,
      supportingOptionalDocUrl: [],
    },
  ],
  assignees: [],
  ...overrides,
});

const correctionRequest = operation(ApplicationCorrectionRequestDocument);
const correctionRequests = operation(ApplicationsCorrectionRequestDocument);
const updateCorrection = operation(UpdateCorrectionDocument);
const updateFinalCorrection = operation(UpdateFinalCorrectionDocument);

/** Who is signed in, as the server says (the notes drawer and the list ask): the officer of these tests, or another. */
const answerMe = (officer: Partial<TMe> = {}) =>
  operation(MeDocument).answer(() => ({ me: { ...TEST_OFFICER, ...officer } }));

/** The ULB's commissioner, who has the final word. */
const COMMISSIONER: Partial<TMe> = {
  id: '9',
  permissionLevel: 'COMMISSIONER',
  role: { id: '1', name: 'Municipal Commissioner' },
};

const server = setupMockServer(answerMe());

/** The server answers the request's screen with this correction request. */
const answerRequest = (answer: TCorrectionRequest) =>
  correctionRequest.answer(() => ({ applicationCorrectionRequest: answer }));

/** The address the screen has written, beside it. */
function Address() {
  return <output aria-label="Address">{useLocation().search}</output>;
}
const renderAt = (path: string) =>
  renderWithProviders(
    <Suspense fallback="loading">
      <Routes>{correctionRoutes()}</Routes>
      <Address />
    </Suspense>,
    { path },
  );

/** The screens load on demand: the first render waits for their module. */
const LOADED = { timeout: 10_000 };

describe('correction screens', () => {
  it('opens the commissioner’s route, space and all, whether the space is written or encoded', async () => {
    server.use(answerMe(COMMISSIONER), answerRequest(request({ myTurn: null })));
    for (const path of ['/commisioner-correction-view /7', '/commisioner-correction-view%20/7']) {
      const earlier = correctionRequest.sentVariables().length;
      const view = renderAt(path);
      expect(await screen.findByRole('heading', { name: 'GHMC/REG/2026/000007' }, LOADED)).toBeTruthy();
      // The first request of this screen.
      expect(correctionRequest.sentVariables()[earlier]).toEqual({ applicationId: '7', status: 'submitted' });
      view.unmount();
    }
  });

  it('shows the detail table, and Reject stays disabled until the row has remarks', async () => {
    server.use(
      answerRequest(request()),
      updateCorrection.answer(() => ({ updateCorrection: { id: '12', isApprove: false, remark: 'Not proven' } })),
    );
    renderAt('/correction-verification-/7');
    const table = await screen.findByRole('table', { name: 'Corrections' }, LOADED);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['S.No', 'Column Name', 'Existing', 'Proposed', 'Documents', 'Actions', 'Remarks']);
    expect(within(table).getByText('Approved')).toBeTruthy();
    expect(within(table).getByText('In Process')).toBeTruthy();
    const reject = screen.getByRole('button', { name: 'Reject Mobile Number' });
    expect(reject).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByLabelText('Remarks for Mobile Number'), 'Not proven');
    expect(reject).toHaveProperty('disabled', false);
    await userEvent.click(reject);
    await waitFor(() =>
      expect(updateCorrection.sentVariables()[0]).toEqual({
        correctionId: '12',
        isApprove: false,
        remark: 'Not proven',
      }),
    );
  });

  it('keeps Submit disabled until every correction is decided and final remarks are written', async () => {
    server.use(answerRequest(request()));
    renderAt('/correction-verification-/7');
    const submit = await screen.findByRole('button', { name: 'Submit' }, LOADED);
    expect(submit).toHaveProperty('disabled', true);
    expect(screen.getByText(`* ${CORRECTION_MESSAGES.decideEveryCorrection}`)).toBeTruthy();
  });

  it('asks the commissioner for remarks to reject, with the button disabled while they are empty', async () => {
    const decided = request({
      status: 'SUBMITTED',
      myTurn: 'DECISION',
      corrections: request().corrections.map((correction, index) => ({
        ...correction,
        isApprove: index === 0,
        remark: index === 0 ? null : 'Not proven',
      })),
    });
    server.use(
      answerMe(COMMISSIONER),
      answerRequest(decided),
      updateFinalCorrection.answer(() => ({
        updateFinalCorrection: { ...decided, status: 'CORRECTION_COMPLETED', isApprove: false },
      })),
    );
    renderAt('/commisioner-correction-view /7');
    expect(screen.queryByRole('button', { name: 'Reject Mobile Number' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'Reject correction request' });
    const confirm = within(dialog).getByRole('button', { name: 'Reject' });
    expect(confirm).toHaveProperty('disabled', true);
    await userEvent.type(within(dialog).getByLabelText(/Remarks/), 'Mobile not proven');
    expect(confirm).toHaveProperty('disabled', false);
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(updateFinalCorrection.sentVariables()[0]).toEqual({
        correctionRequestId: '5',
        remark: 'Mobile not proven',
        isApprove: false,
      }),
    );
  });
});

describe('a final decision against the server', () => {
  it('takes the commissioner to the list once the server took it, even when a refetch closed the panel first', async () => {
    const decided = request({ status: 'SUBMITTED', myTurn: 'DECISION' });
    const decisionAnswer = heldAnswer();
    let isDecided = false;
    server.use(
      answerMe(COMMISSIONER),
      correctionRequest.answer(() => ({
        applicationCorrectionRequest: isDecided
          ? { ...decided, status: 'CORRECTION_COMPLETED', myTurn: null }
          : decided,
      })),
      updateFinalCorrection.answer(async () => {
        isDecided = true;
        await decisionAnswer.until;
        return { updateFinalCorrection: { ...decided, status: 'CORRECTION_COMPLETED', isApprove: true, myTurn: null } };
      }),
      correctionRequests.answer(() => ({
        applicationsCorrectionRequest: { totalCount: 0, totalPages: 0, records: [] },
      })),
    );
    renderAt('/commisioner-correction-view /7');
    await userEvent.type(await screen.findByLabelText('Final Remarks', undefined, LOADED), 'Corrections proven');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(updateFinalCorrection.sentVariables()).toHaveLength(1));

    // The connection drops and comes back while the server works: the request is refetched, no longer the
    // commissioner's turn, and the panel goes before the server's answer arrives.
    reconnect();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull());
    decisionAnswer.release();

    expect(await screen.findByRole('heading', { name: 'Correction Inprocess' }, LOADED)).toBeTruthy();
    expect(await screen.findByText('Correction request approved')).toBeTruthy();
  });
});

describe('the correction list', () => {
  it('opens a commissioner on the submitted requests and counts them', async () => {
    server.use(
      answerMe(COMMISSIONER),
      correctionRequests.answer(() => ({
        applicationsCorrectionRequest: {
          totalCount: 12,
          totalPages: 2,
          records: [request({ status: 'SUBMITTED', myTurn: 'DECISION' })],
        },
      })),
    );
    renderAt('/correction-verification');
    expect(await screen.findByRole('heading', { name: 'Correction Inprocess' }, LOADED)).toBeTruthy();
    expect(await screen.findByLabelText('12 correction requests')).toBeTruthy();
    // A filled table does not keep its faded empty text for screen readers to find.
    expect(screen.queryByText(CORRECTION_MESSAGES.noRequests)).toBeNull();
    // The role is known before the list is asked for: one request, for the submitted filter.
    expect(correctionRequests.sentVariables()).toEqual([{ page: 1, perPage: 10, status: 'submitted' }]);
  });

  it('pages through the filter the address names, and keeps it in the address', async () => {
    server.use(
      correctionRequests.answer(() => ({
        applicationsCorrectionRequest: {
          totalCount: 12,
          totalPages: 2,
          records: [request({ status: 'CORRECTION_COMPLETED' })],
        },
      })),
    );
    renderAt('/correction-verification?filter=completed');
    expect(await screen.findByLabelText('12 correction requests', {}, LOADED)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'next page' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('?filter=completed&page=2'),
    );
    expect(correctionRequests.sentVariables()).toEqual([
      { page: 1, perPage: 10, status: 'completed' },
      { page: 2, perPage: 10, status: 'completed' },
    ]);
  });

  it("reads a filter it does not know as the officer's own list, asked for once the role is known", async () => {
    server.use(
      correctionRequests.answer(() => ({
        applicationsCorrectionRequest: { totalCount: 1, totalPages: 1, records: [request()] },
      })),
    );
    renderAt('/correction-verification?filter=everything');
    expect(await screen.findByLabelText('1 correction request', {}, LOADED)).toBeTruthy();
    expect(correctionRequests.sentVariables()).toEqual([{ page: 1, perPage: 10, status: 'correction' }]);
  });
});
