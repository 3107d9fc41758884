import {
  feeChoiceLabel,
  feeInputLabel,
  type TFeeInputs,
  type TRestAnswer,
  type TTotalFeeBreakup,
} from '@anumati/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n';
import { setupMockServer } from '../../testing/mock-server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { FeeCalculatorPage } from './fee-calculator-page';

/** What the server answers for a house on a DTCP plot: two heads, one with a sentence, one named term by term. */
const BREAKUP: TTotalFeeBreakup = {
  total_fee: 27_160,
  fee_breakup: [
    {
      cost_head_name: 'Initial Processing Fees',
      amount: 10_000,
      formula_string: 'max(plot_area × rate_per_sq_m, minimum)',
      formula_values: { plot_area: 180, rate_per_sq_m: 10, minimum: 10_000 },
    },
    {
      cost_head_name: 'Building Permit Fee',
      amount: 17_160,
      formula_string: 'total_built_up_area × rate_per_sq_m',
      formula_values: { total_built_up_area: 216, rate_per_sq_m: 79.44 },
    },
  ],
};

const sent: URLSearchParams[] = [];
setupMockServer(
  http.get('/api/fee_calculator/get_total_fee_breakup', ({ request }) => {
    sent.push(new URL(request.url).searchParams);
    return HttpResponse.json<TRestAnswer<TTotalFeeBreakup>>({ success: true, message: '', data: BREAKUP });
  }),
);

/** The choices, by the label the Telugu reader sees; the figures typed as written. */
const CHOICES: Partial<Record<keyof TFeeInputs, string>> = {
  application_type: `SC - ${feeChoiceLabel('SC', 'te')}`,
  building_purpose: feeChoiceLabel('Residential', 'te'),
  authority: 'DTCP',
  ulb_grade: `1 - ${feeChoiceLabel(1, 'te')}`,
  approval_type: feeChoiceLabel('Approved Layout Plan', 'te'),
  vlt_paid: feeChoiceLabel('Yes', 'te'),
  sub_div_of_plot: feeChoiceLabel('No', 'te'),
};
const FIGURES: Partial<Record<keyof TFeeInputs, string>> = {
  plot_area: '180',
  height: '7',
  net_plot_area: '170',
  total_built_up_area: '216',
  floor_built_up_area: '108',
  market_value: '10000',
};

describe('The public fee calculator in Telugu (issue 55)', () => {
  afterEach(async () => {
    sent.length = 0;
    await changeLanguage('en', { remember: false });
  });

  it('shows each fee head and its formula in Telugu, as the fee verification does, and sends the codes', async () => {
    await changeLanguage('te', { remember: false });
    const user = userEvent.setup();
    renderWithProviders(<FeeCalculatorPage />, { path: '/fee-calculator' });

    const form = await screen.findByRole('form', { name: 'రుసుము కాలిక్యులేటర్' });
    for (const [field, choice] of Object.entries(CHOICES)) {
      const select = within(form).getByRole('combobox', { name: feeInputLabel(field as keyof TFeeInputs, 'te') });
      await user.selectOptions(select, within(select).getByRole('option', { name: choice }));
    }
    for (const [field, figure] of Object.entries(FIGURES)) {
      await user.type(
        within(form).getByRole('spinbutton', { name: feeInputLabel(field as keyof TFeeInputs, 'te') }),
        figure,
      );
    }
    await user.click(within(form).getByRole('button', { name: 'లెక్కించు' }));

    const table = await screen.findByRole('table', { name: 'రుసుము వివరాలు' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent ?? '');
    expect(rows[1]).toContain('ప్రాథమిక ప్రక్రియ రుసుము');
    expect(rows[1]).toContain('ప్లాట్ విస్తీర్ణం × ఒక చ.మీ.కు రేటు, కనీస రుసుముకు తగ్గకుండా');
    expect(rows[2]).toContain('భవన అనుమతి రుసుము');
    expect(rows[2]).toContain('నిర్మిత విస్తీర్ణం × ఒక చ.మీ.కు రేటు (నిర్మిత విస్తీర్ణం = 216');
    expect(rows[3]).toContain('మొత్తం రుసుము');
    // No head, and no schedule code name, is left in English.
    expect(table.textContent).not.toMatch(
      /Initial Processing Fees|Building Permit Fee|total_built_up_area|rate_per_sq_m/,
    );
    // The query carries the schedule's codes, whatever language the choices were read in.
    expect(sent.at(-1)?.get('application_type')).toBe('SC');
    expect(sent.at(-1)?.get('approval_type')).toBe('Approved Layout Plan');
    expect(sent.at(-1)?.get('vlt_paid')).toBe('Yes');
  });
});
