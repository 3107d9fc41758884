import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TInboxRecord } from '../../shared/application/applications-by-date-and-type-filter.query';
import { ApplicationsByDateAndTypeFilterDocument } from '../../shared/graphql/generated/graphql';
import { storeSession } from '../../shared/session/session-storage';
import { answerRestGet, operation, setupMockServer } from '../../testing/mock-server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { offlineFiles } from './offline-reads';
import { TakeNextDueButton } from './take-next-due-button';

/** A file of the review list: its id, its due date, and whether it is the officer's open turn. */
function record(
  id: string,
  dueDate: string | null,
  stage: TInboxRecord['officerStageStatus'] = 'IN_PROCESS',
): TInboxRecord {
  return {
    id,
    applicationIdentifier: `TSB/2026/${id}`,
    applicationType: 'REGISTRATION',
    approvalFor: 'BUILDING',
    status: 'IN_PROCESS',
    appliedOn: '2026-11-01',
    receivedDate: '2026-11-01',
    assignedDate: '2026-11-01',
    dueDate,
    dangerDate: null,
    officerStageStatus: stage,
    isShowCauseRaised: false,
    additional: 'NO',
    revision: 'NO',
    additionalType: null,
    deemedDate: null,
    deemedDueDate: null,
    applicant: { applicantName: `Applicant ${id}` },
    property: { actualPlotArea: 200 },
  };
}

/** Seven open turns and one already submitted, in the server's order (the date assigned), not the due date's. */
const REVIEW = [
  record('11', '2026-12-20'),
  record('12', '2026-12-08'),
  record('13', null),
  record('14', '2026-12-07', 'SUBMITTED'),
  record('15', '2026-12-10'),
  record('16', '2026-12-09'),
  record('17', '2026-12-30'),
  record('18', '2026-12-11'),
];

const list = operation(ApplicationsByDateAndTypeFilterDocument);
setupMockServer(
  list.answer(() => ({
    applicationsByDateAndTypeFilter: {
      totalCount: REVIEW.length,
      totalPages: 1,
      isTotalCountBounded: false,
      records: REVIEW,
    },
  })),
  // A file's reads as taking it offline asks for them (their content is the device's to keep, not read here).
  graphql.query('OfficersApplication', ({ variables }) =>
    HttpResponse.json({ data: { officersApplication: { id: variables.id } } }),
  ),
  graphql.query('GetQuestionsAndAnswers', () => HttpResponse.json({ data: { getQuestionsAndAnswers: [] } })),
  answerRestGet('/api/v1/applications/:id/view', ({ id }) => ({ id, plot: null })),
);

describe('Take next 5 due offline on the phone inbox (issue 53 §3)', () => {
  it('takes the officer’s five nearest-due open turns of the review list, then the ones left', async () => {
    storeSession({ accessToken: 'token', firstName: 'Site', lastName: 'Officer', id: 'next-due-officer' });
    const user = userEvent.setup();
    renderWithProviders(<TakeNextDueButton />);

    await user.click(screen.getByRole('button', { name: 'Take next 5 due offline' }));
    expect(
      await screen.findByText(
        '5 files taken offline, nearest due first: TSB/2026/12, TSB/2026/16, TSB/2026/15, TSB/2026/18, TSB/2026/11.',
      ),
    ).toBeTruthy();
    expect(list.sentVariables().at(-1)).toMatchObject({ filter: 'REVIEW', page: 1, assignedDateSort: 'ASC' });
    const kept = await offlineFiles('next-due-officer');
    expect(kept.map((file) => file.applicationId).sort()).toEqual(['11', '12', '15', '16', '18']);
    expect(kept.find((file) => file.applicationId === '12')?.applicantName).toBe('Applicant 12');

    // Pressed again: the files already on the phone stay, the next due come (the one without a due date last).
    await user.click(screen.getByRole('button', { name: 'Take next 5 due offline' }));
    expect(await screen.findByText('2 files taken offline, nearest due first: TSB/2026/17, TSB/2026/13.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Take next 5 due offline' }));
    expect(await screen.findByText('No file of yours waiting for review is left to take offline.')).toBeTruthy();
    expect((await offlineFiles('next-due-officer')).map((file) => file.applicationId)).not.toContain('14');
  });
});
