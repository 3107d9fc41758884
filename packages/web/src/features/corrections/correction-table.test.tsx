import { DEFAULT_THEME } from '@mantine/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n';
import { renderWithProviders } from '../../testing/render-with-providers';
import type { TCorrection } from './api/correction-request-fields';
import { CorrectionStageBadge } from './correction-status';
import { CorrectionTable } from './correction-table';

const correction = (id: string, columnLabel: string, isApprove: boolean | null): TCorrection => ({
  id,
  columnName: columnLabel.toLowerCase().replaceAll(' ', '_'),
  oldValue: 'old',
  newValue: 'new',
  isApprove,
  remark: isApprove === null ? null : 'Checked against the gazette',
  supportingDocUrl: null,
  supportingOptionalDocUrl: [],
});

const CORRECTIONS = [
  correction('1', 'Applicant Name', true),
  correction('2', 'Mobile Number', false),
  correction('3', 'Plot Address', null),
];

/** A colour as Mantine writes it in a component's style (a theme shade, white, or transparent on the white page). */
function resolve(value: string): string {
  if (value === 'transparent' || value === 'var(--mantine-color-white)') return '#ffffff';
  const shade = /^var\(--mantine-color-([a-z]+)-(\d)\)$/.exec(value);
  const colour = shade && DEFAULT_THEME.colors[shade[1] as keyof typeof DEFAULT_THEME.colors]?.[Number(shade[2])];
  if (!colour) throw new Error(`Unexpected colour ${value}`);
  return colour;
}

/** WCAG 2.1 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('CorrectionTable', () => {
  afterEach(async () => {
    await changeLanguage('en', { remember: false });
  });

  it('reads every badge and decision button at 4.5:1 or more (WCAG 2.1 AA)', () => {
    renderWithProviders(
      <>
        <CorrectionTable corrections={CORRECTIONS} isEditable />
        <CorrectionStageBadge status="CORRECTION_VERIFICATION" />
      </>,
    );
    const badges = [...document.querySelectorAll<HTMLElement>('.mantine-Badge-root')];
    const buttons = screen.getAllByRole('button').filter((button) => !button.hasAttribute('disabled'));
    expect(badges).toHaveLength(4);
    // Approve filled and outlined, Reject filled and outlined (the undecided row's Reject waits for remarks).
    expect(buttons).toHaveLength(5);
    const pairs = [
      ...badges.map((badge) => [
        badge.style.getPropertyValue('--badge-color'),
        badge.style.getPropertyValue('--badge-bg'),
      ]),
      ...buttons.map((button) => [
        button.style.getPropertyValue('--button-color'),
        button.style.getPropertyValue('--button-bg'),
      ]),
    ];
    for (const [foreground = '', background = ''] of pairs) {
      // An outlined badge takes its text colour from --badge-color and has no fill.
      expect(contrast(resolve(foreground), resolve(background || 'transparent'))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('speaks Telugu when the officer chooses it, the columns’ names included', async () => {
    await changeLanguage('te', { remember: false });
    renderWithProviders(<CorrectionTable corrections={CORRECTIONS} isEditable />);
    expect(screen.getByRole('table', { name: 'సవరణలు' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'అంశం పేరు' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'దరఖాస్తుదారు పేరు' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'దరఖాస్తుదారు పేరు ఆమోదించు' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'ప్లాట్ చిరునామా పై వ్యాఖ్యలు' })).toBeTruthy();
  });
});
