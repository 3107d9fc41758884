import type { TDeviationInputs } from '@anumati/domain';
import { fireEvent, renderHook, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n';
import { renderWithProviders } from '../../testing/render-with-providers';
import { useDeviationCaption } from './deviation-tab';
import { DeviationTable } from './deviation-table';

const side = (ground: number) => ({
  building_permit_order: 3,
  setback_as_on_ground: ground,
  building_lengths: 12,
  no_of_floors: 2,
});
const VALUES: TDeviationInputs = {
  front: side(2.5),
  rear: side(3),
  side_one: side(3),
  side_two: side(3),
  land_value_per_registration_dep: 12_000,
};

describe('DeviationTable', () => {
  it('reads out the rows, the totals with 2 decimals, square yards with 3, and the compounding fee', () => {
    renderWithProviders(<DeviationTable caption="Citizen Updated Deviation" values={VALUES} isReadOnly />);
    const table = screen.getByRole('table', { name: 'Citizen Updated Deviation' });
    const front = within(table).getByRole('row', { name: /^Front/ });
    expect(front.textContent).toBe('Front3.002.500.5016.6712.006.00212.00');
    expect(within(table).getByRole('row', { name: /^Total/ }).textContent).toBe('Total16.6712.00');
    expect(screen.getByRole('row', { name: /Sq\.yd\)/ }).textContent).toContain('14.352');
    expect(screen.getByRole('row', { name: /Total Compounding Fee/ }).textContent).toContain('₹ 1,72,224.00');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('lets a level enter what it measured, and works the rest out', () => {
    const onChange = vi.fn();
    renderWithProviders(<DeviationTable caption="LEVEL-1" values={VALUES} isReadOnly={false} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Rear setback as on ground'), { target: { value: '2.8' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...VALUES, rear: { ...VALUES.rear, setback_as_on_ground: 2.8 } });
    expect(screen.queryByLabelText('Front no of floors')).toBeNull();
  });

  describe('in Telugu', () => {
    afterEach(() => changeLanguage('en', { remember: false }));

    it('reads its rows and columns in Telugu, the fee in rupees with Indian grouping', async () => {
      await changeLanguage('te', { remember: false });
      renderWithProviders(<DeviationTable caption="Citizen" values={VALUES} isReadOnly />);
      const table = screen.getByRole('table', { name: 'Citizen' });
      expect(within(table).getByRole('columnheader', { name: 'పక్క' })).toBeTruthy();
      expect(within(table).getByRole('row', { name: /^వెనుక/ })).toBeTruthy();
      expect(screen.getByRole('row', { name: /మొత్తం కాంపౌండింగ్ రుసుము/ }).textContent).toContain('₹ 1,72,224.00');
    });
  });
});

describe('the deviation table captions', () => {
  afterEach(() => changeLanguage('en', { remember: false }));

  it('name the officer levels, never their codes', async () => {
    const { result } = renderHook(() => useDeviationCaption());
    expect(result.current('CITIZEN')).toBe('Citizen Updated Deviation');
    expect(result.current('LEVEL-1')).toBe('Officer Updated Deviation (Level 1: Site Verification)');
    expect(result.current('LEVEL-3')).toBe('Officer Updated Deviation (Level 3: Decision)');
    await changeLanguage('te', { remember: false });
    const telugu = renderHook(() => useDeviationCaption()).result.current('LEVEL-2');
    expect(telugu).toBe('అధికారి నమోదు చేసిన విచలనం (స్థాయి 2: సాంకేతిక పరిశీలన)');
    expect(telugu).not.toContain('LEVEL');
  });
});
