import { stageNameLabel } from '@anumati/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeemedAlertsDocument } from '../../shared/graphql/generated/graphql';
import { changeLanguage } from '../../shared/i18n/i18n';
import { expectTeluguAndAccessible } from '../../testing/expect-telugu-screen';
import { matchEveryMediaQuery } from '../../testing/match-media';
import { operation, setupMockServer } from '../../testing/mock-server';
import { renderAsOfficer } from '../../testing/render-as-officer';
import { DeemedAlertsTable } from './officer-tables';

/** mantine-datatable's class for a column kept on one line (`noWrap`). */
const NOWRAP = 'mantine-datatable-nowrap';

const server = setupMockServer(
  operation(DeemedAlertsDocument).answer(() => ({
    deemedAlertCount: 1,
    deemedAlerts: [
      {
        applicationId: '9',
        applicationIdentifier: 'NZB/SW/2026/0009',
        approvalFor: 'BUILDING',
        ulbName: 'Nizamabad',
        appliedAt: '2026-11-02T04:30:00.000Z',
        day: 18,
        daysToDeemed: 3,
        // As the server writes it: each holder with the code of their stage.
        heldBy: 'Lakshmi Rao (LEVEL-1), Ravi Kumar (SITE VERIFICATION)',
        status: 'IN_PROCESS',
      },
    ],
  })),
);

describe("the action panel's tables (issue 55 §2)", { timeout: 60_000 }, () => {
  it('say who holds a file with their stage in Telugu words, never its code; ids and dates kept whole', async () => {
    await changeLanguage('te', { remember: false });
    matchEveryMediaQuery();
    renderAsOfficer(server, <DeemedAlertsTable filter={{}} isEnabled />, {
      route: '/chasing-action-panel',
      path: '/chasing-action-panel',
    });
    const table = await screen.findByRole('table');
    const heldBy = `Lakshmi Rao (${stageNameLabel('LEVEL-1', 'te')}), Ravi Kumar (${stageNameLabel('SITE VERIFICATION', 'te')})`;
    expect(await within(table).findByText(heldBy)).toBeTruthy();
    expect(table.textContent).not.toMatch(/LEVEL-1|SITE VERIFICATION/);
    const kept = (text: string) => within(table).getByText(text).closest('td')?.classList.contains(NOWRAP);
    expect(kept('NZB/SW/2026/0009')).toBe(true);
    expect(kept('02-11-2026')).toBe(true);
    await expectTeluguAndAccessible('the chasing cell’s deemed approval alerts');
  });
});
