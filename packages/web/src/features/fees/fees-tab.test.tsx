import { FEE_MESSAGES_TE, feeHeadLabel, statusLabel, type TFeeBreakupLine, type TFeeDetails } from '@anumati/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeeDetailsDocument } from '../../shared/graphql/generated/graphql';
import { changeLanguage } from '../../shared/i18n/i18n';
import { answerRestGet, operation, setupMockServer } from '../../testing/mock-server';
import { expectTeluguAndAccessible } from '../../testing/expect-telugu-screen';
import { heldAnswer, reconnect } from '../../testing/network-events';
import { renderAsOfficer, TEST_OFFICER } from '../../testing/render-as-officer';
import { FeesTab, type TFeeSubmitted } from './fees-tab';

const line = (cost_head_name: string, amount: number, type: TFeeBreakupLine['type']): TFeeBreakupLine => ({
  cost_head_name,
  amount,
  newAmount: amount,
  remarks: '',
  type,
  formula_string: 'plot_area × rate_per_sq_m',
  formula_values: { plot_area: 250, rate_per_sq_m: amount / 250 },
});

/** The system fee of a single-window file: the initial fee paid at submission, the rest to adjust. */
const CALCULATED = [
  line('Initial Processing Fees', 10_000, 'preexisting-fee'),
  line('Building Permit Fee', 25_000, 'adjusted-fee'),
  line('Development Charges', 50_000, 'adjusted-fee'),
];

const DETAILS: TFeeDetails = {
  calculated_fee_breakup: CALCULATED,
  updated_fee_breakup: [],
  status: 'VERIFICATION_UNDER_PROGRESS',
  approval_for: 'BUILDING',
  application_identifier: 'SW/2026/0041',
  is_fee_submitted: false,
  is_fee_changed: false,
  is_fee_paid: false,
  is_occupancy: false,
  can_certify: true,
  submits_recommendation: false,
  fee_inputs: null,
};

const feeDetails = operation(FeeDetailsDocument);

/**
 * The fee as the server keeps it: certified, and no longer the officer's to change, once the breakup is sent;
 * `answered`, when given, holds the server's answer (the fee is already certified meanwhile).
 */
function feeServer(answered?: Promise<void>) {
  let certified: TFeeBreakupLine[] | null = null;
  return [
    answerRestGet('/api/fee_details/:id', (): TFeeDetails =>
      certified
        ? {
            ...DETAILS,
            updated_fee_breakup: certified,
            is_fee_submitted: true,
            is_fee_changed: true,
            can_certify: false,
          }
        : DETAILS,
    ),
    feeDetails.answer(async ({ feeBreakup }) => {
      const sent = JSON.parse(feeBreakup) as Pick<TFeeBreakupLine, 'cost_head_name' | 'newAmount' | 'remarks'>[];
      // The server keeps its own amounts and formulas, with the officer's new amounts and remarks.
      certified = CALCULATED.map((system) => ({
        ...system,
        ...sent.find((head) => head.cost_head_name === system.cost_head_name),
      }));
      await answered;
      return {
        feeDetails: {
          success: true,
          message: 'Fee submitted successfully',
          status: DETAILS.status,
          isFeeChanged: true,
        },
      };
    }),
  ];
}

const server = setupMockServer();

const renderTab = (onSubmitted?: (result: TFeeSubmitted) => void) =>
  renderAsOfficer(server, <FeesTab applicationId="41" onSubmitted={onSubmitted} />, {
    route: '/fee-verification/:id',
    path: '/fee-verification/41',
  });

/** Raises the building permit fee with a remark, the officer's one change. */
async function raiseBuildingPermitFee(user: ReturnType<typeof userEvent.setup>) {
  const amount = await screen.findByRole('textbox', { name: 'Adjusted Amount for Building Permit Fee' });
  await user.clear(amount);
  await user.type(amount, '30000');
  await user.type(screen.getByRole('textbox', { name: 'Remarks for Building Permit Fee' }), 'Extra floor');
  await user.click(screen.getByRole('button', { name: 'Recommend with fee changes' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Submit fee' })).getByRole('button', { name: 'Submit' }),
  );
}

describe('the Fees tab against the server', () => {
  it('lists the system fee, the initial fee paid not editable, the others editable', async () => {
    server.use(...feeServer());
    renderTab();
    const table = await screen.findByRole('table', { name: 'Fee table' });
    expect(within(table).getByRole('row', { name: /Building Permit Fee/ }).textContent).toContain('₹ 25,000.00');
    expect(within(table).getByRole('row', { name: /Development Charges/ }).textContent).toContain('₹ 50,000.00');
    expect(within(table).queryByRole('textbox', { name: 'Adjusted Amount for Initial Processing Fees' })).toBeNull();
    expect(within(table).getByRole('textbox', { name: 'Adjusted Amount for Development Charges' })).toBeTruthy();
    // Nothing changed yet: only the recommendation without changes is open.
    expect(screen.getByRole('button', { name: 'Recommend with fee changes' })).toHaveProperty('disabled', true);
  });

  it('sends the changed fee with its remark, then shows it certified and read only', async () => {
    server.use(...feeServer());
    const user = userEvent.setup();
    renderTab();
    await raiseBuildingPermitFee(user);
    const status = statusLabel(DETAILS.status);
    expect(await screen.findByText(`Fee submitted successfully: the application is now ${status}`)).toBeTruthy();
    expect(await screen.findByText('Fee submitted')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Adjusted Amount for Building Permit Fee' })).toBeNull();
    const table = screen.getByRole('table', { name: 'Fee table' });
    expect(within(table).getByRole('row', { name: /Building Permit Fee/ }).textContent).toContain('₹ 30,000.00');
    const [sent] = feeDetails.sentVariables();
    expect(sent).toMatchObject({ applicationId: '41', officerId: TEST_OFFICER.id });
    expect(JSON.parse(sent?.feeBreakup ?? '[]')).toContainEqual({
      cost_head_name: 'Building Permit Fee',
      newAmount: 30_000,
      remarks: 'Extra floor',
      type: 'adjusted-fee',
    });
  });

  it('shows the server’s refusal under the buttons and keeps the officer’s change', async () => {
    server.use(
      answerRestGet('/api/fee_details/:id', () => DETAILS),
      feeDetails.fail({ message: 'The fee is already submitted for this application', code: 'CONFLICT' }),
    );
    const user = userEvent.setup();
    renderTab();
    await raiseBuildingPermitFee(user);
    expect(await screen.findByText('The fee is already submitted for this application')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Adjusted Amount for Building Permit Fee' })).toHaveProperty(
      'value',
      '30000',
    );
  });

  it('tells the screen the fee went in, even when a refetch showed it certified first', async () => {
    const feeAnswer = heldAnswer();
    server.use(...feeServer(feeAnswer.until));
    const onSubmitted = vi.fn();
    const user = userEvent.setup();
    renderTab(onSubmitted);
    await raiseBuildingPermitFee(user);
    await waitFor(() => expect(feeDetails.sentVariables()).toHaveLength(1));

    // A reconnect refetches the fee while the server works: it reads certified, and the editable fee goes.
    reconnect();
    expect(await screen.findByText('Fee submitted')).toBeTruthy();
    feeAnswer.release();

    const status = statusLabel(DETAILS.status);
    expect(await screen.findByText(`Fee submitted successfully: the application is now ${status}`)).toBeTruthy();
    expect(onSubmitted).toHaveBeenCalledWith(expect.objectContaining({ isTurnSubmitted: false }));
  });
});

describe('the Fees tab in Telugu (issue 55)', () => {
  afterEach(() => changeLanguage('en', { remember: false }));

  it('names each fee head in Telugu and writes its formula in words, not the schedule’s code names', async () => {
    await changeLanguage('te', { remember: false });
    server.use(...feeServer());
    const user = userEvent.setup();
    renderTab();
    const table = await screen.findByRole('table', { name: 'రుసుముల పట్టిక' });
    const permit = within(table).getByRole('row', { name: /భవన అనుమతి రుసుము/ });
    expect(permit.textContent).toContain('ప్లాట్ విస్తీర్ణం × ఒక చ.మీ.కు రేటు (ప్లాట్ విస్తీర్ణం = 250, ఒక చ.మీ.కు రేటు = 100)');
    expect(table.textContent).not.toMatch(/plot_area|rate_per_sq_m|Building Permit Fee|Development Charges/);
    const amount = within(table).getByRole('textbox', { name: 'భవన అనుమతి రుసుము కు సర్దుబాటు చేసిన మొత్తం' });
    expect(screen.getByRole('button', { name: 'రుసుము మార్పులు లేకుండా సిఫార్సు చేయండి' })).toBeTruthy();
    // A change without its remark is refused in Telugu.
    await user.clear(amount);
    await user.type(amount, '30000');
    await user.click(screen.getByRole('button', { name: 'రుసుము మార్పులతో సిఫార్సు చేయండి' }));
    expect(permit.textContent).toContain(FEE_MESSAGES_TE.remarksRequired);

    // Other Fee Heads are picked by their Telugu names; the head is kept by its English name.
    await user.click(screen.getByRole('button', { name: 'ఇతర రుసుము పద్దు జోడించు' }));
    const head = screen.getByRole('combobox', { name: 'ఇతర రుసుము పద్దు 1' });
    expect(within(head).getByRole('option', { name: feeHeadLabel('Compounding Fees', 'te') })).toHaveProperty(
      'value',
      'Compounding Fees',
    );
    expect(within(head).queryByRole('option', { name: 'Compounding Fees' })).toBeNull();
    await expectTeluguAndAccessible('the Fees tab of fee verification, a change refused without its remark');
  });
});
