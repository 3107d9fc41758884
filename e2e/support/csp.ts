import { expect, test as base, type BrowserContext } from '@playwright/test';
import { reportFailure } from './failure-report';

export { expect };
export type { Browser, Locator, Page } from '@playwright/test';

/** A Content Security Policy violation as the browser reported it. */
type TViolation = { directive: string; blocked: string; source: string; sample: string };

declare global {
  // Window is declared by the DOM library as an interface; adding to it needs one.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    __reportCspViolation?: (violation: TViolation) => void;
  }
}

/**
 * Every browser test runs under the server's Content Security Policy (issue 15 §4), and a violation fails it:
 * each page of the test's browser context reports `securitypolicyviolation` events to the test, and Chromium's
 * own console message about a refused script, style, image or connection counts too (it also covers a violation
 * raised before the page's scripts ran). A failed test also prints what its pages showed (support/failure-report.ts).
 * Specs import `test` and `expect` from here rather than from Playwright.
 */
async function watchViolations(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeBinding('__reportCspViolation', (_source, violation: TViolation) => {
    violations.push(`${violation.directive} blocked ${violation.blocked} at ${violation.source} ${violation.sample}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__reportCspViolation?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      });
    });
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
}

export const test = base.extend<{ cspViolations: string[]; failureReport: undefined }>({
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      await watchViolations(context, violations);
      // Walks that sign several officers in open their own contexts: those are watched too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const opened = await newContext(options);
        await watchViolations(opened, violations);
        return opened;
      };
      try {
        await use(violations);
      } finally {
        browser.newContext = newContext;
      }
      // Each violation is reported by both listeners; one is enough to fail.
      expect([...new Set(violations)], 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  failureReport: [
    ({ context }, use, testInfo) => reportFailure(context, testInfo, () => use(undefined)),
    { auto: true },
  ],
});
