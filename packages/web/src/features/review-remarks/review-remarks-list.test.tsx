import { FINAL_REMARK_LABELS_TE, formTitleIn, SERVER_ROLE_LABELS_TE } from '@anumati/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ReviewRemarksList } from './review-remarks-list';

const CARD = {
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
    dueDate: null,
    finalRemark: null,
    l1Remarks: null,
    l2Remarks: 'verified as per the checklist',
  },
  answer: null,
  fields: [],
};

/** The server's answers: the file's forwarded forms, and the file itself (not needed here). */
function answerReviewRemarks() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = String(init.body).includes('ReviewRemarks')
        ? {
            data: {
              reviewRemarks: {
                totalCount: 1,
                totalPages: 1,
                finalRemarkLabel: 'Municipal Commissioner',
                records: [CARD],
              },
            },
          }
        : { data: { officersApplication: null } };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
}

describe('ReviewRemarksList', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    return changeLanguage('en', { remember: false });
  });

  it('names the form, the officer’s post and the final remark’s heading in the officer’s language', async () => {
    answerReviewRemarks();
    await changeLanguage('te', { remember: false });
    renderWithProviders(<ReviewRemarksList applicationId="224" isSingleWindow={false} />);

    expect(await screen.findByText(`Madhavi Latha · ${SERVER_ROLE_LABELS_TE['TPSO OFFICER']} · L2`)).toBeTruthy();
    expect(screen.getByRole('heading', { name: formTitleIn('Site verification (L2)', 'te') })).toBeTruthy();
    expect(screen.queryByText(/Site verification/)).toBeNull();
    expect(screen.getByText(`${FINAL_REMARK_LABELS_TE.commissioner}:`, { exact: false })).toBeTruthy();
  });
});
