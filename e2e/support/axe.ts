import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * What AxeBuilder evaluates instead of axe-core's source in a page that already has it: nothing. Each check
 * evaluated the whole source (about 550 KB) twice, and the language crawl checks one document screen after screen
 * (support/in-page.ts): 164 checks, 107 s of the workers' time with it, of which about 64 s without color contrast
 * (7 December 2026).
 */
const ALREADY_IN_PAGE = ';';

/**
 * axe-core for a page of the console, run inside the page itself (axe's "legacy" mode), its source evaluated once per
 * document. By default AxeBuilder opens a blank page beside it at every check, injects axe-core there too and merges
 * the frames' results in it, which cross-origin frames need; the console has no frames, and that blank page was a
 * third of each check's time (a report screen, three runs each: 1.5–2.1 s by default, 1.0–1.15 s in the page, the
 * same passes, violations and incomplete results). axe-core runs again and again in one document: each run
 * configures and tears down its own state.
 */
export async function axeOn(page: Page): Promise<AxeBuilder> {
  const hasAxe = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  // Every check reads only the violations: axe still runs every rule, but names the elements of the passes, the
  // incomplete and the inapplicable rules by one example each instead of all (four screens, twelve checks each:
  // 1.03 s a check without it, 0.75 s with it, the same violations and the same rules in each result).
  return new AxeBuilder({ page, ...(hasAxe ? { axeSource: ALREADY_IN_PAGE } : {}) })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] });
}
