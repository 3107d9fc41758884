import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core for a page of the console, run inside the page itself (axe's "legacy" mode). By default AxeBuilder opens
 * a blank page beside it at every check, injects axe-core there too and merges the frames' results in it, which
 * cross-origin frames need; the console has no frames, and that blank page was a third of each check's time (a
 * report screen, three runs each: 1.5–2.1 s by default, 1.0–1.15 s in the page, the same passes, violations and
 * incomplete results).
 */
export function axeOn(page: Page): AxeBuilder {
  // Every check reads only the violations: axe still runs every rule, but names the elements of the passes, the
  // incomplete and the inapplicable rules by one example each instead of all (four screens, twelve checks each:
  // 1.03 s a check without it, 0.75 s with it, the same violations and the same rules in each result).
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
}
