import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ConstructionWasteNotice } from './construction-waste-notice';

afterEach(async () => {
  await changeLanguage('en', { remember: false });
});

describe('ConstructionWasteNotice (WCAG 2.2.2: moving text the officer can stop)', () => {
  it('stops and starts by a visible button, which says what it will do', () => {
    renderWithProviders(<ConstructionWasteNotice />);
    const notice = screen.getByRole('note', { name: 'Notice' });
    const pause = screen.getByRole('button', { name: 'Pause notice' });
    expect(pause.getAttribute('aria-pressed')).toBe('false');
    expect(notice.hasAttribute('data-paused')).toBe(false);
    fireEvent.click(pause);
    const play = screen.getByRole('button', { name: 'Play notice' });
    expect(play.getAttribute('aria-pressed')).toBe('true');
    expect(notice.hasAttribute('data-paused')).toBe(true);
    fireEvent.click(play);
    expect(notice.hasAttribute('data-paused')).toBe(false);
  });

  it('names its button in Telugu', async () => {
    await changeLanguage('te', { remember: false });
    renderWithProviders(<ConstructionWasteNotice />);
    expect(screen.getByRole('button', { name: 'ప్రకటనను ఆపండి' })).toBeTruthy();
  });
});
