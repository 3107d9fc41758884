import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeemedReviewAlertsDocument, ResolveAlertDocument } from '../../shared/graphql/generated/graphql';
import { matchEveryMediaQuery } from '../../testing/match-media';
import { operation, setupMockServer } from '../../testing/mock-server';
import { renderWithProviders } from '../../testing/render-with-providers';
import type { TDeemedReviewAlert } from './api/deemed-review-alerts.query';
import { DeemedReviewAlertsCard } from './deemed-review-alerts-card';

const ALERT: TDeemedReviewAlert = {
  id: '41',
  // 00:10 on 23 December 2026 in India.
  raisedAt: '2026-12-22T18:40:00.000Z',
  kind: 'DEEMED_REVIEW_ESCALATED',
  applicationId: '9',
  applicationIdentifier: 'NZB/SW/9',
  applicationType: 'SINGLE WINDOW',
  approvalFor: 'BUILDING',
  ulbName: 'Nizamabad',
  reviewerName: 'Lakshmi Rao',
  reviewerRole: 'ADDITIONAL COLLECTOR',
  reviewSentTo: 'Lakshmi Rao (ADDITIONAL COLLECTOR)',
  message: 'Deemed approval of NZB/SW/9: no decision officer in its ULB; the review went to officer 7 (…)',
};

const alerts = operation(DeemedReviewAlertsDocument);
const resolve = operation(ResolveAlertDocument);
const server = setupMockServer();

/** The server: the alert is open until resolveAlert is asked, and the list is empty after it. */
function serverWithOneAlert() {
  let isResolved = false;
  server.use(
    alerts.answer(() => ({ deemedReviewAlerts: isResolved ? [] : [ALERT] })),
    resolve.answer(({ id, remark }) => {
      isResolved = true;
      return { resolveAlert: { id, resolvedAt: '2026-12-23T06:00:00.000Z', remark } };
    }),
  );
}

describe(
  'DeemedReviewAlertsCard (issue 14: the chasing cell sees and resolves the alerts)',
  { timeout: 30_000 },
  () => {
    it('lists the open alert with its file, ULB, India time and reviewer, and resolves it with a remark', async () => {
      serverWithOneAlert();
      matchEveryMediaQuery();
      renderWithProviders(<DeemedReviewAlertsCard filter={{}} isEnabled />, { path: '/chasing-dashboard' });
      const table = await screen.findByRole('table', { name: 'Deemed approvals without a decision officer' });
      const link = await within(table).findByRole('link', { name: 'NZB/SW/9' });
      expect(link.getAttribute('href')).toBe('/application-details/9');
      for (const text of [
        'Nizamabad',
        '23-12-2026 00:10',
        'Review sent up the hierarchy',
        'Lakshmi Rao (ADDITIONAL COLLECTOR)',
        'Deemed approval of NZB/SW/9: no decision officer in its ULB; the review went to Lakshmi Rao (ADDITIONAL COLLECTOR)',
      ]) {
        expect(within(table).getByText(text)).toBeTruthy();
      }

      fireEvent.click(within(table).getByRole('button', { name: /Resolve/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Resolve this alert?' });
      const confirm = within(dialog).getByRole('button', { name: 'Resolve' });
      // A remark is required before the alert can be resolved.
      expect((confirm as HTMLButtonElement).disabled).toBe(true);
      fireEvent.change(within(dialog).getByRole('textbox', { name: /Remark/ }), {
        target: { value: '  In-charge commissioner posted  ' },
      });
      fireEvent.click(confirm);

      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(await screen.findByText('No open alerts')).toBeTruthy();
      expect(await screen.findByText('Alert resolved')).toBeTruthy();
      expect(resolve.sentVariables()).toEqual([{ id: '41', remark: 'In-charge commissioner posted' }]);
    });

    it('says so when there is no open alert', async () => {
      server.use(alerts.answer(() => ({ deemedReviewAlerts: [] })));
      matchEveryMediaQuery();
      renderWithProviders(<DeemedReviewAlertsCard filter={{}} isEnabled />, { path: '/chasing-dashboard' });
      expect(await screen.findByText('No open alerts')).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Deemed approvals without a decision officer' })).toBeTruthy();
    });
  },
);
