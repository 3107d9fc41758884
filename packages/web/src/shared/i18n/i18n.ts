import { DEFAULT_LANGUAGE, isLanguage, type TLanguage } from '@anumati/domain';
import i18next, { type BackendModule, type ResourceKey, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';

const STORAGE_KEY = 'anumati.language';

type TMessageTranslator = (message: string, language: TLanguage) => string;

export type ConsoleCatalogues = {
  /** The English that comes with the first screen. */
  english: ResourceLanguage;
  /** Any other English namespace, loaded when a screen first needs it. */
  loadEnglish: (namespace: string) => Promise<ResourceKey>;
  /**
   * Telugu is loaded when first chosen, with the Telugu of the domain's messages: officers who work in English
   * download neither.
   */
  loadTelugu: () => Promise<{ catalogues: ResourceLanguage; translateMessage: TMessageTranslator }>;
};

const notStarted = () => Promise.reject(new Error('initI18n was not called'));
let loadTelugu: ConsoleCatalogues['loadTelugu'] = notStarted;
let loadEnglish: ConsoleCatalogues['loadEnglish'] = notStarted;
let translateMessage: TMessageTranslator | null = null;
let teluguCatalogues: Promise<ResourceLanguage> | null = null;

function storedLanguage(): TLanguage {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function rememberLanguage(language: TLanguage): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private browsing without storage: the choice lasts for this page only.
  }
}

/** Telugu comes as one chunk, all its namespaces with the domain's messages, loaded once when first chosen. */
function teluguOnce(): Promise<ResourceLanguage> {
  teluguCatalogues ??= loadTelugu().then((telugu) => {
    translateMessage = telugu.translateMessage;
    return telugu.catalogues;
  });
  return teluguCatalogues;
}

/**
 * i18next asks for a namespace in a language the first time a screen (or a route, beside its chunk) needs it; a
 * screen suspends until its namespaces have arrived, so it never shows a key or English on a Telugu screen.
 */
const catalogueBackend: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init: () => undefined,
  read: async (language: string, namespace: string) => {
    if (language !== 'te') return loadEnglish(namespace);
    const catalogue = (await teluguOnce())[namespace];
    if (!catalogue) throw new Error(`No Telugu catalogue "${namespace}"`);
    return catalogue;
  },
};

/** The screen reader and the browser's fonts, spell-check and hyphenation follow the console's language. */
function markDocument(language: TLanguage): void {
  document.documentElement.lang = language;
}

/**
 * Starts the console in the language this browser last used (the officer's saved choice replaces it once they
 * have signed in: see use-officer-language.ts). Resolves once that language's catalogues are loaded, so the first
 * screen never flashes English before Telugu.
 */
export async function initI18n(catalogues: ConsoleCatalogues, language: TLanguage = storedLanguage()): Promise<void> {
  loadTelugu = catalogues.loadTelugu;
  loadEnglish = catalogues.loadEnglish;
  await i18next
    .use(catalogueBackend)
    .use(initReactI18next)
    .init({
      resources: { en: catalogues.english },
      // The namespaces not given here come from the backend, when first needed.
      partialBundledLanguages: true,
      ns: Object.keys(catalogues.english),
      lng: 'en',
      fallbackLng: 'en',
      defaultNS: 'common',
      // React escapes what it renders; escaping here too would show "&amp;" to officers.
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  await changeLanguage(language, { remember: false });
  markDocument(currentLanguage());
}

export function currentLanguage(): TLanguage {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

/** Switches every screen to the language, loading its catalogues first; remembered in this browser. */
export async function changeLanguage(language: TLanguage, { remember = true } = {}): Promise<void> {
  // The domain's messages in Telugu arrive with the catalogues, before any screen shows in Telugu.
  if (language === 'te') await teluguOnce();
  await i18next.changeLanguage(language);
  markDocument(language);
  if (remember) rememberLanguage(language);
}

/**
 * A message the domain writes (the server's answers, a shared schema's validation) in the officer's language:
 * English as the spec words it, Telugu from the domain's twin (loaded with the Telugu catalogues).
 */
export function domainMessage(message: string, language: TLanguage = currentLanguage()): string {
  return language === 'te' && translateMessage ? translateMessage(message, language) : message;
}

/**
 * Starts loading a screen's namespaces, in the officer's language, beside the screen's own chunk (app-routes.tsx):
 * the screen then finds its words loaded instead of waiting for them after its chunk. Rejects when a namespace
 * could not be loaded (a dropped connection, a chunk gone after a new release): i18next itself resolves even then,
 * and the screen would show its keys; rejected, the route shows its load error instead.
 */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  await i18next.loadNamespaces([...namespaces]);
  const missing = namespaces.filter((namespace) => !i18next.hasResourceBundle(i18next.language, namespace));
  if (missing.length > 0) throw new Error(`The words of ${missing.join(', ')} could not be loaded`);
}
