import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n';
import { renderWithProviders } from '../../testing/render-with-providers';
import { InboxFilterDrawer } from './inbox-filter-drawer';

const NO_FILTERS = { receivedDate: '', statuses: [], applicationTypes: [], dueDayColours: [] };
const renderDrawer = () =>
  renderWithProviders(
    <InboxFilterDrawer isOpen onClose={() => undefined} value={NO_FILTERS} onApply={() => undefined} />,
  );

describe('InboxFilterDrawer', { timeout: 60_000 }, () => {
  afterEach(() => changeLanguage('en', { remember: false }));

  it('shows the spec 1 §2.5 panel in English, its close button named', async () => {
    renderDrawer();
    expect(await screen.findByRole('dialog', { name: 'Filter applications' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Red (0 to 3 days)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear Filter' })).toBeTruthy();
  });

  it('reads in Telugu, the close button too', async () => {
    await changeLanguage('te', { remember: false });
    renderDrawer();
    expect(await screen.findByRole('dialog', { name: 'దరఖాస్తులను ఫిల్టర్ చేయండి' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'మూసివేయి' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'ఎరుపు (0 నుండి 3 రోజులు)' })).toBeTruthy();
  });
});
