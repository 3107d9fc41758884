import type { TFeeSummary } from '@anumati/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n';
import { renderWithProviders } from '../../testing/render-with-providers';
import { FeeSummary } from './fee-summary';

const SUMMARY: TFeeSummary = {
  existingTotal: 1_234_567,
  adjustedTotal: 1_200_000,
  otherTotal: 5_000,
  initialPaid: 10_000,
  totalToPay: 1_195_000,
  difference: -29_567,
  hasChanges: true,
};

describe('FeeSummary', () => {
  afterEach(() => changeLanguage('en', { remember: false }));

  it('reads the totals in rupees with Indian grouping', () => {
    renderWithProviders(<FeeSummary summary={SUMMARY} />);
    const table = screen.getByRole('table', { name: 'Fee summary' });
    expect(within(table).getByRole('row', { name: /^Total Amount to Pay/ }).textContent).toBe(
      'Total Amount to Pay₹ 11,95,000.00',
    );
  });

  it('reads in Telugu once the officer switches, the amounts grouped the same way', async () => {
    await changeLanguage('te', { remember: false });
    renderWithProviders(<FeeSummary summary={SUMMARY} />);
    const table = screen.getByRole('table', { name: 'రుసుము సారాంశం' });
    expect(within(table).getByRole('row', { name: /^మొత్తం రుసుము/ }).textContent).toBe('మొత్తం రుసుము₹ 12,34,567.00');
    expect(table.textContent).not.toMatch(/[A-Za-z]/);
  });
});
