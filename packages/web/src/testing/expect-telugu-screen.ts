import axe from 'axe-core';
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { changeLanguage } from '../shared/i18n/i18n';
import { englishLeftovers, englishWords, readScreen, type TEnglishWords } from './english-on-screen';

let words: TEnglishWords | undefined;

/** No WCAG 2.1 A/AA violation that axe finds without a layout (contrast needs a browser: the crawl checks it). */
async function expectNoViolations(where: string, root: Element): Promise<void> {
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html}`)}`,
    ),
    `WCAG violations on ${where}`,
  ).toEqual([]);
}

/**
 * The languages check of a state a component test renders (issue 56 §1), once the screen reads in Telugu: no
 * English word group left in what it shows, no English in any control's or landmark's name, and no WCAG 2.1 A/AA
 * violation; then switched to English, no violation either. What only a browser sees (colour contrast, layout, the
 * routes with the demo's files) stays in e2e/tests/languages.spec.ts. The test starts the state in Telugu
 * (`changeLanguage('te', …)`); it ends in English, as test-setup.ts would leave it.
 */
export async function expectTeluguAndAccessible(where: string, root: Element = document.body): Promise<void> {
  words ??= englishWords();
  const english = words;
  await waitFor(() => expect(englishLeftovers(readScreen(root), english), `English on ${where} in Telugu`).toEqual([]));
  await expectNoViolations(`${where} (Telugu)`, root);
  await changeLanguage('en', { remember: false });
  await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  await expectNoViolations(`${where} (English)`, root);
}
