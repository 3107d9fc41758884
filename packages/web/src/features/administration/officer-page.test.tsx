import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  AdminChoicesDocument,
  AdminOfficerDocument,
  AdminOfficersDocument,
  AssignOfficerChargeDocument,
  DeactivateOfficerDocument,
  OfficerChangesDocument,
  OfficerHandOverPreviewDocument,
  TransferOfficerDocument,
  UnlockOfficerDocument,
} from '../../shared/graphql/generated/graphql';
import { operation, setupMockServer } from '../../testing/mock-server';
import { renderAsOfficer } from '../../testing/render-as-officer';
import { ADMIN_GHMC, CHOICES } from './administration.fixture';
import type { TAdminOfficer } from './api/admin-officer.query';
import type { THandOverTurn } from './api/hand-over-preview.query';
import { OfficerPage } from './officer-page';

const COMMISSIONER: TAdminOfficer = {
  id: '12',
  username: 'commissioner.ghmc',
  firstName: 'Ramesh',
  lastName: 'Goud',
  mobile: '9876543210',
  email: null,
  role: 'Municipal Commissioner',
  ulbId: '1',
  ulbName: 'GHMC',
  districtName: 'Hyderabad',
  authorityCode: 'GHMC',
  lineDepartment: null,
  state: 'BLOCKED',
  isActive: true,
  blockedUntil: '2026-12-06T12:00:00.000Z',
  deactivationReason: null,
  openTurns: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  leaves: [],
  charges: [],
};

const turn = (number: string, to: string | null): THandOverTurn => ({
  applicationId: number,
  applicationNumber: `GHMC/SW/2026/00000${number}`,
  stage: 'DECISION',
  level: 'L1',
  dueDate: '2026-12-20',
  toOfficerId: to ? '30' : null,
  toOfficerName: to,
  problem: to ? null : 'No officer acts as Municipal Commissioner in Boduppal today',
});

const preview = operation(OfficerHandOverPreviewDocument);
const transfer = operation(TransferOfficerDocument);
const deactivate = operation(DeactivateOfficerDocument);
const unlock = operation(UnlockOfficerDocument);
const officers = operation(AdminOfficersDocument);
const assign = operation(AssignOfficerChargeDocument);

const server = setupMockServer(
  operation(AdminChoicesDocument).answer(() => CHOICES),
  operation(AdminOfficerDocument).answer(() => ({ adminOfficer: COMMISSIONER })),
  operation(OfficerChangesDocument).answer(() => ({
    officerChanges: [
      {
        at: '2026-12-01T05:30:00.000Z',
        byUsername: 'admin.ghmc',
        action: 'OFFICER_DETAILS_CHANGED',
        reason: 'New mobile',
        before: 'mobile 9000000000',
        after: 'mobile 9876543210',
      },
    ],
  })),
  // A transfer to Boduppal leaves the decision nobody may take; within GHMC, the zonal commissioner takes it.
  preview.answer(({ post }) => ({
    officerHandOverPreview:
      post?.ulbId === '2'
        ? { canSave: false, turns: [turn('1', null), turn('2', 'Zonal Commissioner GHMC')] }
        : { canSave: true, turns: [turn('1', 'Zonal Commissioner GHMC'), turn('2', 'Zonal Commissioner GHMC')] },
  })),
  transfer.answer(() => ({ transferOfficer: { id: '12' } })),
  deactivate.answer(() => ({ deactivateOfficer: { id: '12' } })),
  unlock.answer(() => ({ unlockOfficer: { id: '12' } })),
  assign.answer(() => ({ assignOfficerCharge: { id: '70' } })),
  // The picker's search: the active officers whose name or username holds what was typed.
  officers.answer(({ search }) => ({
    adminOfficers: {
      totalCount: 1,
      totalPages: 1,
      records: [
        {
          id: '30',
          username: 'zonal.ghmc',
          firstName: 'Anitha',
          lastName: 'Reddy',
          mobile: '9876500030',
          role: 'Zonal Commissioner',
          ulbName: 'GHMC',
          districtName: 'Hyderabad',
          authorityCode: 'GHMC',
          state: 'ACTIVE' as const,
          openTurns: 1,
        },
      ].filter((officer) => !search || officer.username.includes(search)),
    },
  })),
);

const renderPage = () =>
  renderAsOfficer(server, <OfficerPage />, {
    route: '/administration/officers/:id',
    path: '/administration/officers/12',
    officer: ADMIN_GHMC,
  });

describe("an officer's page (issue 52 §2, §4, §7)", () => {
  it('shows the record, the state and the history of changes, and no password anywhere', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Ramesh Goud' })).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('commissioner.ghmc')).toBeTruthy();
    expect(within(details).getByText('GHMC · Hyderabad · GHMC')).toBeTruthy();
    expect(screen.getByText('Blocked')).toBeTruthy();
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText('01-12-2026 11:00')).toBeTruthy();
    expect(within(history).getByText('Before: mobile 9000000000')).toBeTruthy();
    expect(within(history).getByText('Details changed')).toBeTruthy();
    expect(screen.queryByLabelText(/password/i)).toBeNull();
  });

  it('shows who takes each open turn before a transfer, and refuses it while a turn would have no owner', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer Ramesh Goud' });
    // The choices arrive with the administrator's ULBs.
    await within(dialog).findByRole('option', { name: 'Boduppal (Medchal)' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'ULB / jurisdiction' }),
      'Boduppal (Medchal)',
    );
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('1 open turn would be left without an owner: GHMC/SW/2026/000001.');
    expect(
      within(dialog).getByText('Nobody: No officer acts as Municipal Commissioner in Boduppal today'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Transfer' })).toHaveProperty('disabled', true);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'Zonal Commissioner');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'ULB / jurisdiction' }), 'GHMC (Hyderabad)');
    await waitFor(() => expect(within(dialog).getAllByText('Zonal Commissioner GHMC')).toHaveLength(2));
    const save = within(dialog).getByRole('button', { name: 'Transfer' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    await user.click(save);
    expect(within(dialog).getByText('Give a reason (at least 3 characters)')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Posted as zonal commissioner');
    await user.click(save);
    expect(
      await within(dialog).findByText(
        'Transfer Ramesh Goud to Zonal Commissioner, GHMC? 2 open turns will be handed over.',
      ),
    ).toBeTruthy();
    expect(transfer.sentVariables()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, transfer' }));
    expect(await screen.findByText('Ramesh Goud transferred; the open turns were handed over.')).toBeTruthy();
    expect(transfer.sentVariables()).toEqual([
      {
        officerId: '12',
        post: { role: 'Zonal Commissioner', ulbId: '1' },
        reason: 'Posted as zonal commissioner',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deactivates with a reason after the hand-over preview and a confirmation; a refusal changes nothing', async () => {
    const user = userEvent.setup();
    server.use(deactivate.fail({ message: 'The officer holds a turn nobody can take', code: 'CONFLICT' }));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Ramesh Goud' });
    expect(await within(dialog).findAllByText('Zonal Commissioner GHMC')).toHaveLength(2);
    expect(preview.sentVariables()).toEqual([{ officerId: '12', post: null }]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Retired');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Yes, deactivate' }));
    expect(await within(dialog).findByText('The officer holds a turn nobody can take')).toBeTruthy();
    expect(deactivate.sentVariables()).toEqual([{ officerId: '12', reason: 'Retired' }]);
  });

  it('unlocks a blocked officer with a reason and a confirmation', async () => {
    const user = userEvent.setup();
    renderPage();
    const security = await screen.findByRole('region', { name: 'Sign-in and security' });
    expect(within(security).getByText('Blocked after too many wrong passwords or codes.')).toBeTruthy();
    await user.click(within(security).getByRole('button', { name: 'Unlock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock Ramesh Goud' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Called the help desk');
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Yes, unlock' }));
    expect(await screen.findByText('Ramesh Goud unlocked')).toBeTruthy();
    expect(unlock.sentVariables()).toEqual([{ officerId: '12', reason: 'Called the help desk' }]);
  });

  it("gives the post's charge to an officer found by name, for the days and reason given", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Give charge of this post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give charge of a post' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveProperty('value', 'Municipal Commissioner'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Give charge' }));
    expect(within(dialog).getByText('Choose the officer who takes the charge')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Officer who takes the charge/, { selector: 'input' }), 'zonal');
    await user.click(await screen.findByRole('option', { name: /Anitha Reddy \(zonal\.ghmc\)/, hidden: true }));
    const from = within(dialog).getByLabelText(/^From/, { selector: 'input' });
    const to = within(dialog).getByLabelText(/^To/, { selector: 'input' });
    await user.clear(from);
    await user.type(from, '2026-12-07');
    await user.clear(to);
    await user.type(to, '2026-12-01');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Commissioner on tour');
    await user.click(within(dialog).getByRole('button', { name: 'Give charge' }));
    expect(within(dialog).getByText('The last day is before the first')).toBeTruthy();
    await user.clear(to);
    await user.type(to, '2026-12-13');
    await user.click(within(dialog).getByRole('button', { name: 'Give charge' }));
    expect(
      await within(dialog).findByText(
        'Give Anitha Reddy (zonal.ghmc) · Zonal Commissioner GHMC charge of Municipal Commissioner, GHMC from 07-12-2026 to 13-12-2026?',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, give charge' }));
    expect(await screen.findByText(/^Charge given to Anitha Reddy/)).toBeTruthy();
    expect(assign.sentVariables()).toEqual([
      {
        holderId: '30',
        post: { role: 'Municipal Commissioner', ulbId: '1' },
        fromDate: '2026-12-07',
        toDate: '2026-12-13',
        reason: 'Commissioner on tour',
      },
    ]);
  });
});
