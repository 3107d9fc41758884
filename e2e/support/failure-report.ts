import type { BrowserContext, Page, Response, TestInfo } from '@playwright/test';

/** How many of a test's latest API answers are kept for its failure report. */
const KEPT_ANSWERS = 30;

/** The GraphQL operation a request named, or its method and path. */
function callOf(response: Response): string {
  const request = response.request();
  const operation = /(?:query|mutation)\s+(\w+)/.exec(request.postData() ?? '')?.[1];
  return operation ?? `${request.method()} ${new URL(request.url()).pathname}`;
}

/** What went wrong in one answer: its HTTP status, or the messages of its GraphQL errors; null when nothing. */
async function problemOf(response: Response): Promise<string | null> {
  if (response.status() >= 400) return `HTTP ${response.status()}`;
  if (new URL(response.url()).pathname !== '/graphql') return null;
  try {
    const body = (await response.json()) as { errors?: { message?: string; extensions?: { code?: string } }[] };
    const errors = body.errors ?? [];
    return errors.length
      ? errors.map((error) => `${error.extensions?.code ?? ''} ${error.message ?? ''}`).join('; ')
      : null;
  } catch {
    return null;
  }
}

/** Where a page was and what it told the officer: its address, its alerts and its open dialogs. */
async function stateOf(page: Page): Promise<string[]> {
  if (page.isClosed()) return [];
  const alerts = await page.getByRole('alert').allInnerTexts();
  const dialogs = await page.getByRole('dialog').allInnerTexts();
  return [
    `page ${page.url()}`,
    ...alerts.map((text) => `  alert: ${text.replace(/\s+/g, ' ').trim()}`),
    ...dialogs.map((text) => `  dialog: ${text.replace(/\s+/g, ' ').slice(0, 300).trim()}`),
  ];
}

/**
 * A test that fails prints, beside Playwright's error, what the console showed and what the server answered: CI
 * keeps the log, not the trace, and a failure seen only on a busy machine is otherwise left unexplained. Only the
 * latest answers are kept, and their bodies are read only when the test failed.
 */
export async function reportFailure(
  context: BrowserContext,
  testInfo: TestInfo,
  use: () => Promise<void>,
): Promise<void> {
  const answers: Response[] = [];
  const watch = (page: Page) =>
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname !== '/graphql' && !pathname.startsWith('/api/')) return;
      answers.push(response);
      if (answers.length > KEPT_ANSWERS) answers.shift();
    });
  context.pages().forEach(watch);
  context.on('page', watch);
  await use();
  if (testInfo.status === testInfo.expectedStatus) return;
  const lines = [`--- what the console showed when "${testInfo.title}" failed`];
  for (const page of context.pages())
    lines.push(...(await stateOf(page).catch(() => [`page ${page.url()}: unreadable`])));
  for (const response of answers) {
    const problem = await problemOf(response);
    if (problem) lines.push(`  answer to ${callOf(response)}: ${problem}`);
  }
  lines.push(`  last calls: ${answers.map(callOf).join(', ')}`);
  console.log(lines.join('\n'));
}
