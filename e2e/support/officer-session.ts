import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { axeOn } from './axe';

/** Every demo officer's password (packages/server/src/seed/demo-officers.ts). */
export const DEMO_PASSWORD = 'Anumati@2026';

type TSms = { to: string; body: string; sentAt: string };

/** The code in the newest SMS for an officer, read from the demo outbox as an officer reads their phone. */
export async function latestCode(request: APIRequestContext, username: string): Promise<string> {
  const answer = (await (await request.get('/api/dev/sms')).json()) as { data: TSms[] };
  const message = answer.data.find((sms) => sms.body.includes(` for ${username}.`));
  const code = message?.body.match(/^(\d+)/)?.[1];
  if (!code) throw new Error(`No code was sent for ${username}`);
  return code;
}

/** A code that is surely wrong: the right one plus one, as long. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 10 ** code.length).padStart(code.length, '0');
}

/** `onOpenPage`: on the login page the tab already shows (after a sign-out), without loading the console again. */
type TSignInOptions = { onOpenPage?: boolean };

export async function enterCredentials(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
  { onOpenPage = false }: TSignInOptions = {},
): Promise<void> {
  if (!onOpenPage) await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('OTP digit 1').click();
  await page.keyboard.type(code);
}

/**
 * One sign-in at a time per officer across the test workers: a code is bound to the officer's latest sign-in,
 * so two tests signing in as the same officer at once would void each other's code.
 */
export async function withSignInTurn<T>(username: string, signInStep: () => Promise<T>): Promise<T> {
  const lock = join(tmpdir(), `anumati-e2e-sign-in-${username}`);
  const giveUpAt = Date.now() + 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > giveUpAt) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await signInStep();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Signs in through the screens, as an officer does, and waits for the landing page. */
export async function signIn(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
  options: TSignInOptions = {},
): Promise<void> {
  await withSignInTurn(username, async () => {
    await enterCredentials(page, username, password, options);
    await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
    await typeCode(page, await latestCode(page.request, username));
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeHidden();
  });
  // The landing page: the inbox with its penalty alert, or the summary report for the chasing cell. Not the inbox's
  // title: the console shows it while it loads (features/shell/app-shell-placeholder.tsx), before it knows the
  // officer and sends the chasing cell on.
  const alert = page.getByRole('dialog', { name: 'Alert' });
  await expect(alert.or(page.getByRole('heading', { name: 'Analytics for Summary Report' }))).toBeVisible();
  if (await alert.isVisible()) await acknowledgePenaltyAlert(page);
}

/** The inbox greets each session with the penalty "Alert" (spec 1 §2.5); the officer reads it and closes it. */
export async function acknowledgePenaltyAlert(page: Page): Promise<void> {
  const alert = page.getByRole('dialog', { name: 'Alert' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
}

/**
 * Waits until no CSS transition or animation runs: axe measured a toast's text mid-fade and reported its colour
 * contrast (issue 21 item 6). Infinite animations (a loader's spin) are not waited for.
 */
export async function afterTransitions(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * Opens a group of the sidebar (Reports, Dashboards) and waits until its links have slid open (Mantine's Collapse,
 * 200 ms): a click on one of its links 90 ms after the group's did not navigate in two runs of ten once the browser
 * tests ran without screenshots (the reports test of the final approving officer's Revenue Dashboard).
 */
export async function openSidebarGroup(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name }).click();
  await afterTransitions(page);
}

/** No serious or critical accessibility violation on the page as it stands, once its transitions have ended. */
export async function expectAccessible(page: Page): Promise<void> {
  await afterTransitions(page);
  const results = await (await axeOn(page)).analyze();
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

/**
 * A walk takes a file through every stage (dozens of screens). CI's 2 cores may be busy, and a walk took 8.2 min
 * there, so the bound is generous: it catches a hang, not a slow machine.
 */
export const WALK_TIMEOUT_MS = 20 * 60_000;
