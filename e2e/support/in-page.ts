import type { Page } from '@playwright/test';

/**
 * Goes to `path` as an officer following a link does: the console, once loaded, changes route in the page (its
 * router reads the address on popstate) rather than loading itself again. For the crawls that visit dozens of
 * screens in a row (the languages crawl, every report): a reload for each visit started the whole console again,
 * which is not what they check (the commissioner's screens and reports and the chasing cell's, both languages:
 * 138 → 92 s). Their first screen, the walks and the sign-in tests still load the console from the server.
 *
 * Resolves once the screen of the address now in the bar is drawn (a redirect's target included): the router
 * navigates in transitions, which keep the previous screen on show until the next one is ready, and the console
 * marks the screen's address once it is drawn (features/shell/route-title.tsx).
 */
export async function goInPage(page: Page, path: string): Promise<void> {
  // The console has drawn its first screen, so its router listens: an address pushed while it still started (a
  // busy machine, right after the page's load) went unheard and the previous screen stayed.
  await page.waitForFunction(() => document.documentElement.dataset.shownPath !== undefined);
  await page.evaluate((to) => {
    delete document.documentElement.dataset.shownPath;
    // The entry as the router writes its own (a key of its own, the next index): the same address again is still
    // a navigation, and the router's place in the history stays right.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    const key = Math.random().toString(36).slice(2, 10);
    window.history.pushState({ usr: null, key, idx: index + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await untilScreenShown(page);
}

/**
 * Resolves once the screen of the address in the bar is drawn: until then a signed-in address shows its
 * placeholder (the top bar and the screen's title in plain markup, features/shell/app-shell-placeholder.tsx),
 * whose heading has the screen's words but is replaced when the screen draws.
 */
export async function untilScreenShown(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.dataset.shownPath === `${window.location.pathname}${window.location.search}`,
  );
}
