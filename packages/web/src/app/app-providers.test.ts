import { DEFAULT_THEME, luminance } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver } from './app-providers';

/** WCAG's contrast ratio of two colours. */
function contrast(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** The theme colour a `var(--mantine-color-NAME-SHADE)` stands for. */
function shadeOf(variable: string): string {
  const match = /^var\(--mantine-color-([a-z]+)-(\d)\)$/.exec(variable);
  if (!match) throw new Error(`not a theme shade: ${variable}`);
  const [, name = '', shade = ''] = match;
  return DEFAULT_THEME.colors[name]?.[Number(shade)] ?? '';
}

describe('the console colours', () => {
  const light = cssVariablesResolver(DEFAULT_THEME).light;

  // The colours the console's light and subtle buttons use: the primary blue, red (Logout, refusals) and gray.
  it.each(['blue', 'red', 'gray'])('keeps the text of a hovered light or subtle %s button above 4.5:1', (name) => {
    const hoverBackground = shadeOf(light[`--mantine-color-${name}-light-hover`] ?? '');
    const text = DEFAULT_THEME.colors[name]?.[9] ?? '';
    expect(contrast(text, hoverBackground)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps field errors above 4.5:1 on white', () => {
    expect(contrast(shadeOf(light['--mantine-color-error'] ?? ''), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
