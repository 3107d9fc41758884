import { FINAL_REMARK_LABELS_TE, formTitleIn, SERVER_ROLE_LABELS_TE } from '@anumati/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { OfficersApplicationDocument, ReviewRemarksDocument } from '../../shared/graphql/generated/graphql';
import { changeLanguage } from '../../shared/i18n/i18n';
import { operation, setupMockServer } from '../../testing/mock-server';
import { renderWithProviders } from '../../testing/render-with-providers';
import type { TOfficersApplication } from '../../shared/application/officers-application.query';
import type { TReviewRemark } from './api/review-remarks.query';
import { ReviewRemarksList } from './review-remarks-list';

const CARD: TReviewRemark = {
  id: '7',
  title: 'Site verification (L2)',
  status: 'SUBMITTED',
  stage: 'SITE VERIFICATION',
  officerName: 'Madhavi Latha',
  officerRole: 'TPSO OFFICER',
  officerLevel: 'L2',
  forwardedDate: '2026-10-24T05:30:00.000Z',
  municipalFinalRemark: null,
  beforeShowcase: false,
  stageState: {
    name: 'SITE VERIFICATION',
    receivedDate: '2026-10-24T05:30:00.000Z',
    completedDate: null,
    dueDate: '2026-10-31T18:30:00.000Z',
    finalRemark: null,
    l1Remarks: null,
    l2Remarks: 'verified as per the checklist',
  },
  answer: null,
  fields: [],
};

/** The file: its decision's final remark is what the list reads of it. */
const APPLICATION: TOfficersApplication = {
  id: '224',
  applicationIdentifier: 'NZP/2026/0224',
  status: 'ACCEPTED',
  applicationType: 'SELF CERTIFICATION',
  approvalFor: 'BUILDING',
  currentOfficerLevel: 'L2',
  assignedDate: '2026-10-24T05:30:00.000Z',
  newWorkFlow: false,
  oldWorkFlow: true,
  finalRemark: 'Approved as per the plan',
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

const remarks = operation(ReviewRemarksDocument);

/** The server's answers: the file's forwarded forms, a page of them, and the file itself. */
setupMockServer(
  remarks.answer(({ page }) => ({
    reviewRemarks: {
      totalCount: 2,
      totalPages: 2,
      finalRemarkLabel: 'Municipal Commissioner',
      records: [page === 2 ? { ...CARD, id: '8', officerName: 'Ravi Kumar' } : CARD],
    },
  })),
  operation(OfficersApplicationDocument).answer(() => ({ officersApplication: APPLICATION })),
);

/** The address's query, as the list leaves it. */
function Address() {
  return <output aria-label="Address">{useLocation().search}</output>;
}

describe('ReviewRemarksList', () => {
  afterEach(() => changeLanguage('en', { remember: false }));

  it('names the form, the officer’s post and the final remark’s heading in the officer’s language', async () => {
    await changeLanguage('te', { remember: false });
    renderWithProviders(<ReviewRemarksList applicationId="224" isSingleWindow={false} />);

    expect(await screen.findByText(`Madhavi Latha · ${SERVER_ROLE_LABELS_TE['TPSO OFFICER']} · L2`)).toBeTruthy();
    expect(screen.getByRole('heading', { name: formTitleIn('Site verification (L2)', 'te') })).toBeTruthy();
    expect(screen.queryByText(/Site verification/)).toBeNull();
    expect(screen.getByText(`${FINAL_REMARK_LABELS_TE.commissioner}:`, { exact: false })).toBeTruthy();
    expect(await screen.findByText('Approved as per the plan')).toBeTruthy();
  });

  it('keeps its page in the address beside the screen’s own keys, and opens at the page a link names', async () => {
    const { unmount } = renderWithProviders(
      <>
        <ReviewRemarksList applicationId="224" isSingleWindow={false} />
        <Address />
      </>,
      { path: '/decision/224?tab=remarks' },
    );
    expect(await screen.findByText(/^Madhavi Latha/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText(/^Ravi Kumar/)).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('?tab=remarks&remarks-page=2');
    expect(remarks.sentVariables().at(-1)).toMatchObject({ id: '224', page: 2 });
    // A reload at that address: the same page.
    unmount();
    renderWithProviders(<ReviewRemarksList applicationId="224" isSingleWindow={false} />, {
      path: '/decision/224?tab=remarks&remarks-page=2',
    });
    expect(await screen.findByText(/^Ravi Kumar/)).toBeTruthy();
  });
});
