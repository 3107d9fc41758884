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
} from '@anumati/domain';
import { englishResources } from '../app/i18n-resources';
import { teluguResources } from '../app/i18n-resources-te';

/**
 * Finding English left on a Telugu screen (issue 19, issue 55 §2), the same way in a component test (jsdom) and in
 * the browser crawl (e2e/tests/languages.spec.ts, which loads this file by path and runs `readScreen` in the page).
 */

type TCatalogue = { [key: string]: string | TCatalogue };

/**
 * The console's English word groups that read otherwise in Telugu: `phrases` whole, `patterns` with their
 * placeholders ({{name}}) standing for any data. Plain strings, so a browser test can hand them to a page.
 */
export type TEnglishWords = { phrases: string[]; patterns: string[] };

/** What a screen says: the text it shows, and the name each control and landmark is announced by. */
export type TScreenReading = { texts: string[]; names: string[]; shownWords: string[] };

function pairs(english: TCatalogue, telugu: TCatalogue | undefined, found: Map<string, string>): void {
  for (const [key, value] of Object.entries(english)) {
    const translated = telugu?.[key];
    if (typeof value === 'string') {
      if (typeof translated === 'string') found.set(value, translated);
    } else {
      pairs(value, typeof translated === 'object' ? translated : undefined, found);
    }
  }
}

const PLACEHOLDER = /\{\{\s*[\w.]+\s*\}\}/g;
/** A word group, not only a sign or a unit: three letters running (OTP, "Sq.m" and "₹" alone are not English). */
const HAS_WORD = /[A-Za-z]{3,}/;

/**
 * Every English word group an officer can read that has a different Telugu: the catalogues' values, the domain's
 * statuses, application kinds, stage names and officers' roles, and the domain's messages (a Telugu decision screen
 * said "Please add remarks in View Notes"). A value with placeholders is a pattern ("Sort by {{column}}" finds
 * "Sort by Status"). Data (names, addresses, identifiers) is never in these lists.
 */
export function englishWords(): TEnglishWords {
  const found = new Map<string, string>();
  pairs(englishResources as unknown as TCatalogue, teluguResources as unknown as TCatalogue, found);
  for (const status of APPLICATION_STATUSES) found.set(statusLabel(status), statusLabel(status, undefined, 'te'));
  for (const type of APPLICATION_TYPES) found.set(applicationTypeLabel(type), applicationTypeLabel(type, 'te'));
  for (const stage of STAGE_NAMES) found.set(stageNameLabel(stage), stageNameLabel(stage, 'te'));
  for (const role of SERVER_ROLE_NAMES) found.set(role, serverRoleLabel(role, 'te'));
  for (const { english: messages, telugu } of Object.values(MESSAGE_TWINS)) {
    for (const [key, message] of Object.entries(messages)) found.set(message, telugu[key] ?? message);
  }
  const english = [...found]
    .filter(([en, te]) => en !== te && HAS_WORD.test(en.replace(PLACEHOLDER, ' ')))
    .map(([en]) => en.trim());
  return {
    phrases: english.filter((text) => !text.includes('{{')),
    // The fixed words of a pattern must be a word group themselves, two words at least: "{{count}} · {{total}}"
    // says nothing in English, and "Verified {{row}}" would take an officer's remark ("Verified the corrections…").
    patterns: english
      .filter(
        (text) => text.includes('{{') && (text.replace(PLACEHOLDER, ' ').match(/[A-Za-z]{2,}/g) ?? []).length >= 2,
      )
      .map((text) =>
        text
          .split(PLACEHOLDER)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.+'),
      )
      .map((source) => `^${source}$`),
  };
}

/**
 * Reads `root` as an officer does, in the page's language: the text shown, and the accessible name of every
 * control, landmark and element with a role (aria-labelledby, aria-label, its label, alt, title, placeholder or
 * its text). Words marked as another language (lang="en" on a checklist's original wording) are data, as written.
 * Self-contained: the browser test runs it inside the page (Playwright sends its source), so it uses nothing from
 * around it.
 */
export function readScreen(root: Element = document.body): TScreenReading {
  const pageLanguage = document.documentElement.lang;
  const isPageLanguage = (element: Element) =>
    (element.closest('[lang]')?.getAttribute('lang') ?? pageLanguage) === pageLanguage;
  const isHidden = (element: Element) =>
    element.closest('[hidden], [aria-hidden="true"], [inert]') !== null ||
    // jsdom lays nothing out (no checkVisibility): what is in the tree and not hidden counts as shown.
    (typeof element.checkVisibility === 'function' && !element.checkVisibility());
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element) || isHidden(node)) return '';
    const label = node.getAttribute('aria-label')?.trim();
    if (label) return label;
    if (node instanceof HTMLImageElement) return node.alt;
    return Array.from(node.childNodes).map(textOf).join(' ');
  };
  const NAMED_BY_CONTENT =
    'a, button, summary, option, legend, [role=button], [role=link], [role=tab], [role=menuitem], [role=option], ' +
    '[role=checkbox], [role=radio], [role=switch], [role=treeitem], [role=heading], [role=tooltip], ' +
    '[role=columnheader], [role=rowheader], [role=cell], [role=gridcell]';
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return labelledBy
        .split(/\s+/)
        .map((id) => document.getElementById(id))
        .map((label) => (label ? textOf(label) : ''))
        .join(' ');
    }
    const label = element.getAttribute('aria-label')?.trim();
    if (label) return label;
    if (element instanceof HTMLImageElement) return element.alt;
    const labels = 'labels' in element ? (element.labels as NodeListOf<HTMLLabelElement> | null) : null;
    if (labels && labels.length > 0) return Array.from(labels).map(textOf).join(' ');
    if (element.matches(NAMED_BY_CONTENT)) {
      const text = textOf(element);
      if (text.trim()) return text;
    }
    return element.getAttribute('title') ?? element.getAttribute('placeholder') ?? '';
  };
  const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

  const texts: string[] = [];
  const shownWords = new Set<string>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = clean(node.textContent ?? '');
    if (!text || !parent || isHidden(parent)) continue;
    for (const word of text.match(/[A-Za-z]+/g) ?? []) shownWords.add(word.toLowerCase());
    if (isPageLanguage(parent)) texts.push(text);
  }
  const names: string[] = [];
  const named = root.querySelectorAll(
    'a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex], [role], img, svg[aria-label], ' +
      '[aria-label], [aria-labelledby], [title], [placeholder]',
  );
  for (const element of Array.from(named)) {
    if (isHidden(element) || !isPageLanguage(element)) continue;
    for (const name of [nameOf(element), element.getAttribute('title'), element.getAttribute('placeholder')]) {
      const text = clean(name ?? '');
      if (text) names.push(text);
    }
  }
  return { texts, names: [...new Set(names)], shownWords: [...shownWords] };
}

/**
 * The English left on a screen read in Telugu: a text or a name that is an English word group of the console (or
 * one of its patterns with data in the placeholders), and a name that says an English word the screen does not
 * show (an announced word nobody can see is the console's own, not data: "Sorted ascending", "Toggle password
 * visibility"). Acronyms (GHMC, OTP) are words in either language.
 */
export function englishLeftovers(reading: TScreenReading, words: TEnglishWords): string[] {
  const phrases = new Set(words.phrases);
  const patterns = words.patterns.map((source) => new RegExp(source, 's'));
  const shown = new Set(reading.shownWords);
  const isEnglishGroup = (text: string) => phrases.has(text) || patterns.some((pattern) => pattern.test(text));
  const saysUnseenEnglish = (name: string) =>
    (name.match(/[A-Za-z]{3,}/g) ?? []).some((word) => !/^[A-Z]+s?$/.test(word) && !shown.has(word.toLowerCase()));
  return [
    ...reading.texts.filter(isEnglishGroup),
    ...reading.names.filter((name) => isEnglishGroup(name) || saysUnseenEnglish(name)).map((name) => `name: ${name}`),
  ];
}
