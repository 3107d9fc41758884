import {
  APPLICATION_STATUSES,
  APPLICATION_TYPES,
  applicationTypeLabel,
  MESSAGE_TWINS,
  SERVER_ROLE_NAMES,
  serverRoleLabel,
  STAGE_NAMES,
  stageNameLabel,
  statusLabel,
  translateMessage,
  type TLanguage,
} from '@anumati/domain';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { axeOn } from './axe';
import { afterTransitions } from './officer-session';

type TCatalogue = { [key: string]: string | TCatalogue };

/** The console's catalogues, read as the console bundles them (packages/web/src/app/i18n-resources*.ts). */
async function catalogues(): Promise<{ english: TCatalogue; telugu: TCatalogue }> {
  // Loaded by path at run time: the e2e project does not compile the console's sources.
  const at = (file: string) => fileURLToPath(new URL(`../../packages/web/src/app/${file}`, import.meta.url));
  const english = (await import(at('i18n-resources.ts'))) as { englishResources: TCatalogue };
  const telugu = (await import(at('i18n-resources-te.ts'))) as { teluguResources: TCatalogue };
  return { english: english.englishResources, telugu: telugu.teluguResources };
}

function leaves(english: TCatalogue, telugu: TCatalogue | undefined, found: Map<string, string>): void {
  for (const [key, value] of Object.entries(english)) {
    const translated = telugu?.[key];
    if (typeof value === 'string') {
      if (typeof translated === 'string') found.set(value, translated);
    } else {
      leaves(value, typeof translated === 'object' ? translated : undefined, found);
    }
  }
}

/**
 * The console's words in a language, by catalogue key ("namespace:path.to.key"): a test finds a control by the
 * name the officer reads, in English or in Telugu.
 */
export async function catalogueWords(language: TLanguage): Promise<(key: string) => string> {
  const { english, telugu } = await catalogues();
  const catalogue = language === 'te' ? telugu : english;
  return (key) => {
    const [namespace = '', path = ''] = key.split(':');
    const found = path
      .split('.')
      .reduce<string | TCatalogue | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        catalogue[namespace],
      );
    if (typeof found !== 'string') throw new Error(`No words for ${key} in ${language}`);
    return found;
  };
}

/**
 * Every English word group an officer can read that has a different Telugu: the catalogues' values without
 * placeholders, the domain's statuses, application kinds, stage names and officers' roles, and the domain's messages (the gates and
 * empty texts screens show: a Telugu decision screen said "Please add remarks in View Notes"). Finding one of them on
 * a Telugu screen means a word was left untranslated there; data (names, addresses, identifiers) is never in this list.
 */
export async function englishPhrases(): Promise<Set<string>> {
  const { english, telugu } = await catalogues();
  const pairs = new Map<string, string>();
  leaves(english, telugu, pairs);
  for (const status of APPLICATION_STATUSES) pairs.set(statusLabel(status), statusLabel(status, undefined, 'te'));
  for (const type of APPLICATION_TYPES) pairs.set(applicationTypeLabel(type), applicationTypeLabel(type, 'te'));
  for (const stage of STAGE_NAMES) pairs.set(stageNameLabel(stage), stageNameLabel(stage, 'te'));
  for (const role of SERVER_ROLE_NAMES) pairs.set(role, serverRoleLabel(role, 'te'));
  for (const { english: messages } of Object.values(MESSAGE_TWINS)) {
    for (const message of Object.values(messages)) pairs.set(message, translateMessage(message, 'te'));
  }
  return new Set(
    [...pairs]
      .filter(([en, te]) => en !== te && !en.includes('{{') && /[A-Za-z]{3,}/.test(en))
      .map(([en]) => en.trim()),
  );
}

/**
 * The words the page shows or announces in the page's language: visible text, and the names and hints of its
 * controls. Words marked as another language (lang="en" on the checklists' questions, kept as written) are data.
 */
async function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const isPageLanguage = (element: Element) =>
      element.closest('[lang]')?.getAttribute('lang') === document.documentElement.lang;
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (text && parent && parent.checkVisibility() && isPageLanguage(parent)) texts.push(text);
    }
    const named = document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]');
    for (const element of Array.from(named).filter(isPageLanguage)) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** No English word group of the catalogues is left on the page (waiting for lazily loaded screens to settle). */
export async function expectNoEnglish(page: Page, phrases: Set<string>, where: string): Promise<void> {
  await expect
    .poll(async () => (await readableTexts(page)).filter((text) => phrases.has(text)), {
      message: `English words on ${where} in Telugu`,
      timeout: 20_000,
    })
    .toEqual([]);
}

/** Issue 19: zero WCAG 2.1 A/AA violations (any impact) on the page as it stands. */
export async function expectWcagClean(page: Page, where: string): Promise<void> {
  await afterTransitions(page);
  const results = await axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
    `WCAG violations on ${where}`,
  ).toEqual([]);
}

/**
 * Shows the signed-in console in Telugu as an officer who saved Telugu would see it, without saving that choice
 * on the shared test database (other tests sign the same officers in, in English): the officer's Me answer says
 * Telugu and the save is answered here. Saving itself is proven by the test that switches and signs in again.
 *
 * Done in the page, around its fetch: Playwright's routing of /graphql sent every request of the console through
 * the test process and back, about 0.5 s more for each screen to settle (a report: 1.1–1.2 s instead of 0.5–0.7 s).
 */
export async function asTeluguOfficer(page: Page): Promise<void> {
  await page.addInitScript<TLanguage>((language) => {
    localStorage.setItem('anumati.language', language);
    const send = window.fetch.bind(window);
    const json = (data: unknown, init?: ResponseInit) =>
      new Response(JSON.stringify(data), { ...init, headers: { 'content-type': 'application/json' } });
    window.fetch = async (input, init) => {
      const body = typeof init?.body === 'string' ? init.body : '';
      if (body.includes('setPreferredLanguage')) {
        return json({ data: { setPreferredLanguage: { id: '0', preferredLanguage: language } } });
      }
      const response = await send(input, init);
      if (!body.includes('query Me')) return response;
      const answer = (await response.json()) as { data?: { me?: { preferredLanguage: string } } };
      if (answer.data?.me) answer.data.me.preferredLanguage = language;
      return json(answer, { status: response.status, statusText: response.statusText });
    };
  }, 'te');
}
