import { onTestFinished, vi } from 'vitest';

/**
 * Makes every media query match, as on a wide screen, for the rest of the running test: mantine-datatable shows a
 * column only while its media query matches, and the setup's matchMedia (test-setup.ts) matches none.
 */
export function matchEveryMediaQuery() {
  const matchMedia = window.matchMedia;
  const spy = vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...matchMedia(query), matches: true }));
  onTestFinished(() => spy.mockRestore());
}
