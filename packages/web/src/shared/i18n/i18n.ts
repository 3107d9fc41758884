import { DEFAULT_LANGUAGE, isLanguage, type TLanguage } from '@anumati/domain';
import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';

const STORAGE_KEY = 'anumati.language';

type TMessageTranslator = (message: string, language: TLanguage) => string;

export type ConsoleCatalogues = {
  english: ResourceLanguage;
  /**
   * Telugu is loaded when first chosen, with the Telugu of the domain's messages: officers who work in English
   * download neither.
   */
  loadTelugu: () => Promise<{ catalogues: ResourceLanguage; translateMessage: TMessageTranslator }>;
};

let loadTelugu: ConsoleCatalogues['loadTelugu'] = () => Promise.reject(new Error('initI18n was not called'));
let translateMessage: TMessageTranslator | null = null;

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

async function ensureCatalogues(language: TLanguage): Promise<void> {
  if (language === 'en' || translateMessage) return;
  const telugu = await loadTelugu();
  for (const [namespace, catalogue] of Object.entries(telugu.catalogues)) {
    i18next.addResourceBundle('te', namespace, catalogue, true, true);
  }
  translateMessage = telugu.translateMessage;
}

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
  const resources: Resource = { en: catalogues.english };
  await i18next.use(initReactI18next).init({
    resources,
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
  await ensureCatalogues(language);
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
