/**
 * The console's languages (issue 19): English and Telugu, the languages Telangana's officers work in.
 * English is the spec's language: its messages and labels stay verbatim; Telugu translates them.
 */
export const LANGUAGES = ['en', 'te'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: TLanguage = 'en';

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The locale numbers, rupees and month names are formatted in: both group digits the Indian way (1,00,000). */
export const LANGUAGE_LOCALES: Record<TLanguage, string> = { en: 'en-IN', te: 'te-IN' };

/**
 * What the language switch reads: the other language, named in that language (GIGW 3.0: a prominent link to the
 * other language, readable by those who need it).
 */
export const LANGUAGE_SWITCH_LABELS: Record<TLanguage, string> = { en: 'తెలుగు', te: 'English' };

export function otherLanguage(language: TLanguage): TLanguage {
  return language === 'en' ? 'te' : 'en';
}
