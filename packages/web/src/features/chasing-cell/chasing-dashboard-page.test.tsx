import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ChasingFiguresDocument,
  DeemedAlertCountDocument,
  DeemedReviewAlertsDocument,
  DelayBandsDocument,
  DelayingOfficersDocument,
  PenaltiesDocument,
  PostVerificationAlertCountDocument,
  ReportScopeDocument,
} from '../../shared/graphql/generated/graphql';
import { changeLanguage } from '../../shared/i18n/i18n';
import { matchEveryMediaQuery } from '../../testing/match-media';
import { operation, setupMockServer } from '../../testing/mock-server';
import { renderWithProviders } from '../../testing/render-with-providers';
import type { TDeemedReviewAlert } from './api/deemed-review-alerts.query';
import type { TDelayingOfficer } from './api/delaying-officer-fields';
import { ChasingDashboardPage } from './chasing-dashboard-page';

/** One deemed approval with nobody to review it. */
const DEEMED_REVIEW_ALERTS: TDeemedReviewAlert[] = [
  {
    id: '3',
    raisedAt: '2026-11-03T18:30:00.000Z',
    kind: 'DEEMED_REVIEW_UNASSIGNED',
    applicationId: '8',
    applicationIdentifier: 'HMDA/SW/8',
    applicationType: 'SINGLE WINDOW',
    approvalFor: 'BUILDING',
    ulbName: 'Medchal',
    reviewerName: null,
    reviewerRole: null,
    reviewSentTo: 'Nobody',
    message: 'Deemed approval of HMDA/SW/8: nobody to review it (no decision officer in its ULB, none above it)',
  },
];

/** The officer who delays most: 2 files in 3 late turns (one file with two departments), one still held. */
const RAVI: TDelayingOfficer = {
  rank: 1,
  ulbName: 'GHMC',
  officerId: '7',
  officerName: 'Ravi Kumar',
  officerRole: 'Site Inspector',
  delayedFiles: 2,
  delayedTurns: 3,
  totalDaysDelayed: 9,
  maxDaysDelayed: 5,
  stillHeld: 1,
  penaltyAmount: 1000,
};

/** The server: a state-level officer's dashboard, its figures 2 files held late in 3 turns;, every card's operation answered by its document. */
const server = setupMockServer(
  operation(ReportScopeDocument).answer(() => ({
    reportScope: { level: 'STATE', hasReports: true, authorities: [], districts: [], ulbs: [], authorityOptions: [] },
  })),
  operation(ChasingFiguresDocument).answer(() => ({ chasingFigures: { filesHeldPastDue: 2, turnsHeldPastDue: 3 } })),
  operation(DeemedAlertCountDocument).answer(() => ({ deemedAlertCount: 0 })),
  operation(PostVerificationAlertCountDocument).answer(() => ({ postVerificationAlertCount: 1 })),
  operation(DeemedReviewAlertsDocument).answer(() => ({ deemedReviewAlerts: DEEMED_REVIEW_ALERTS })),
  operation(PenaltiesDocument).answer(() => ({ penalties: [] })),
  operation(DelayBandsDocument).answer(() => ({ delayBands: [] })),
  operation(DelayingOfficersDocument).answer(() => ({ delayingOfficers: [RAVI] })),
);

function renderDashboard() {
  matchEveryMediaQuery();
  renderWithProviders(<ChasingDashboardPage />, { path: '/chasing-dashboard' });
}

afterEach(() => changeLanguage('en', { remember: false }));

// A bound that catches a hang, not a busy machine: the page loads its charts' library lazily.
describe(
  'ChasingDashboardPage (issue 14: files where it says files, turns where it says turns)',
  { timeout: 60_000 },
  () => {
    it('shows files and turns held past their due date apart, from chasingFigures', async () => {
      renderDashboard();
      const files = (await screen.findByText('Files held past due date', {}, { timeout: 30_000 }))
        .parentElement as HTMLElement;
      expect(await within(files).findByText('2', {}, { timeout: 30_000 })).toBeTruthy();
      const turns = screen.getByText('Turns held past due date').parentElement as HTMLElement;
      expect(within(turns).getByText('3')).toBeTruthy();
      const instant = screen.getByText('Instant approval on day 10 or later').parentElement as HTMLElement;
      expect(await within(instant).findByText('1')).toBeTruthy();
      // The figures come from the read model's query, not from counting a page of delayed turns; the alerts are
      // counted on the server (issue 54 §3), never downloaded to be counted: a request for DelayedFiles,
      // DeemedAlerts or PostVerificationAlerts would find no handler here and fail the test.
      expect(operation(ChasingFiguresDocument).sentVariables()).not.toEqual([]);
      expect(operation(PostVerificationAlertCountDocument).sentVariables()).not.toEqual([]);
    });

    it('ranks officers with their delayed files, late turns and the delayed files they still hold', async () => {
      renderDashboard();
      const table = await screen.findByRole(
        'table',
        { name: 'Top delaying officers per municipality' },
        { timeout: 30_000 },
      );
      await within(table).findByText('Ravi Kumar', {}, { timeout: 30_000 });
      const [head, body] = within(table).getAllByRole('rowgroup');
      const titles = within(head as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
      const cells = within(body as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
      const cellUnder = (title: string) => cells[titles.indexOf(title)];
      expect(cellUnder('Delayed Files')).toBe('2');
      expect(cellUnder('Late Turns')).toBe('3');
      expect(cellUnder('Delayed Files Still Held')).toBe('1');
      expect(titles).not.toContain('Still Held');
    });

    it('lists the deemed approvals whose ULB had no decision officer, each with a Resolve action', async () => {
      renderDashboard();
      const table = await screen.findByRole(
        'table',
        { name: 'Deemed approvals without a decision officer' },
        { timeout: 30_000 },
      );
      await within(table).findByText('HMDA/SW/8', {}, { timeout: 30_000 });
      expect(within(table).getByText('04-11-2026 00:00')).toBeTruthy();
      expect(within(table).getByText('Nobody to review')).toBeTruthy();
      expect(within(table).getByRole('button', { name: /Resolve/ })).toBeTruthy();
    });

    it('reads in Telugu: cards, the alert kind, where its review went and why, the fines in rupees (issue 19)', async () => {
      const fined = { ...RAVI, penaltyAmount: 125000 };
      server.use(operation(PenaltiesDocument).answer(() => ({ penalties: [fined] })));
      await changeLanguage('te', { remember: false });
      renderDashboard();
      expect(await screen.findByRole('heading', { name: 'చేజింగ్ సెల్ డాష్‌బోర్డ్' })).toBeTruthy();
      const fines = (await screen.findByText('జరిమానాలు', {}, { timeout: 30_000 })).parentElement as HTMLElement;
      expect(await within(fines).findByText('₹ 1,25,000', {}, { timeout: 30_000 })).toBeTruthy();
      const table = await screen.findByRole('table', { name: 'నిర్ణయ అధికారి లేకుండా భావిత ఆమోదాలు' }, { timeout: 30_000 });
      await within(table).findByText('HMDA/SW/8', {}, { timeout: 30_000 });
      expect(within(table).getByText('సమీక్షించేవారు ఎవరూ లేరు')).toBeTruthy();
      expect(within(table).getByText('ఎవరూ లేరు')).toBeTruthy();
      // The message too: before, the server's English sentence stood in the Telugu table.
      expect(
        within(table).getByText('HMDA/SW/8 భావిత ఆమోదం: సమీక్షించేవారు ఎవరూ లేరు (దాని ULB లో నిర్ణయ అధికారి లేరు, పై అధికారులూ లేరు)'),
      ).toBeTruthy();
      expect(within(table).queryByText(/Deemed approval of/)).toBeNull();
      expect(within(table).getByRole('button', { name: 'HMDA/SW/8 పై హెచ్చరికను పరిష్కరించు' })).toBeTruthy();
    });
  },
);
