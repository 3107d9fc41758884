import type { TLanguage } from '@anumati/domain';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';
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

/** The English detector the component tests use too (packages/web/src/testing/english-on-screen.ts). */
type TEnglishWords = { phrases: string[]; patterns: string[] };
type TScreenReading = { texts: string[]; names: string[]; shownWords: string[] };
type TEnglishOnScreen = {
  englishWords: () => TEnglishWords;
  readScreen: () => TScreenReading;
  englishLeftovers: (reading: TScreenReading, words: TEnglishWords) => string[];
};

async function englishOnScreen(): Promise<TEnglishOnScreen> {
  // Loaded by path at run time, as the catalogues: the e2e project does not compile the console's sources.
  const at = fileURLToPath(new URL('../../packages/web/src/testing/english-on-screen.ts', import.meta.url));
  return (await import(at)) as TEnglishOnScreen;
}

/**
 * Every English word group an officer can read that has a different Telugu (the catalogues, the domain's statuses,
 * kinds, stages, roles and messages; a value with placeholders as a pattern). Data is never in these lists.
 */
export async function englishPhrases(): Promise<TEnglishWords> {
  return (await englishOnScreen()).englishWords();
}

/**
 * No English left on the page (waiting for lazily loaded screens to settle): no English word group of the console
 * in what it shows or announces, and no control, landmark or element with a role named with an English word the
 * page does not show (data, such as names and places, is what the page shows; acronyms are words in either language).
 */
export async function expectNoEnglish(page: Page, words: TEnglishWords, where: string): Promise<void> {
  const { readScreen, englishLeftovers } = await englishOnScreen();
  // Soft: a run names the English left on every screen, not only on the first.
  await expect
    .configure({ soft: true })
    .poll(async () => englishLeftovers(await page.evaluate(readScreen), words), {
      message: `English words on ${where} in Telugu`,
      timeout: 20_000,
    })
    .toEqual([]);
}

/**
 * The fonts Chromium drew an element's text with (DevTools Protocol, CSS.getPlatformFontsForNode): what the officer
 * sees, where a computed style only says what was asked for. This machine has no Telugu font of its own, so Telugu
 * drawn in anything but the console's Hind Guntur shows as boxes.
 */
export async function fontsDrawing(page: Page, element: Locator): Promise<string[]> {
  await element.evaluate((node) => node.setAttribute('data-font-probe', ''));
  const devTools = await page.context().newCDPSession(page);
  await devTools.send('DOM.enable');
  await devTools.send('CSS.enable');
  const { root } = await devTools.send('DOM.getDocument');
  const { nodeId } = await devTools.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-font-probe]' });
  // A node replaced between the mark and the query (a placeholder giving way to its screen) is not found (id 0):
  // no fonts, so a poll asks again rather than failing on the protocol's error.
  const fonts = nodeId === 0 ? [] : (await devTools.send('CSS.getPlatformFontsForNode', { nodeId })).fonts;
  await devTools.detach();
  await element.evaluate((node) => node.removeAttribute('data-font-probe'));
  return fonts.map((font) => font.familyName);
}

/** Issue 19: zero WCAG 2.1 A/AA violations (any impact) on the page as it stands. */
export async function expectWcagClean(page: Page, where: string): Promise<void> {
  await afterTransitions(page);
  const results = await (await axeOn(page)).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    results.violations.map(
      // The element's start beside its selector: a selector alone ("span") does not say which it was.
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`).join(', ')}`,
    ),
    `WCAG violations on ${where}`,
  ).toEqual([]);
}

/**
 * The officer's saved language kept in the page, not on the shared test database (other tests sign the same officers
 * in, in English): a save of the language is answered here, and from then on (or from the start, with `saved`) the
 * officer's Me answer says that language, as the server's would. The save itself is proven by the test that switches
 * and signs in again.
 *
 * Done in the page, around its fetch: Playwright's routing of /graphql sent every request of the console through
 * the test process and back, about 0.5 s more for each screen to settle (a report: 1.1–1.2 s instead of 0.5–0.7 s).
 */
export async function keepSavedLanguageInPage(page: Page, saved: TLanguage | null): Promise<void> {
  await page.addInitScript<TLanguage | null>((savedAtStart) => {
    let language: string | null = savedAtStart;
    if (language) localStorage.setItem('anumati.language', language);
    const send = window.fetch.bind(window);
    const json = (data: unknown, init?: ResponseInit) =>
      new Response(JSON.stringify(data), { ...init, headers: { 'content-type': 'application/json' } });
    window.fetch = async (input, init) => {
      const body = typeof init?.body === 'string' ? init.body : '';
      if (body.includes('setPreferredLanguage')) {
        language = (JSON.parse(body) as { variables: { language: string } }).variables.language;
        return json({ data: { setPreferredLanguage: { id: '0', preferredLanguage: language } } });
      }
      const response = await send(input, init);
      if (language === null || !body.includes('query Me')) return response;
      const answer = (await response.json()) as { data?: { me?: { preferredLanguage: string } } };
      if (answer.data?.me) answer.data.me.preferredLanguage = language;
      return json(answer, { status: response.status, statusText: response.statusText });
    };
  }, saved);
}

/** Shows the signed-in console in Telugu as an officer who saved Telugu would see it (keepSavedLanguageInPage). */
export const asTeluguOfficer = (page: Page) => keepSavedLanguageInPage(page, 'te');
