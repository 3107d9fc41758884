/**
 * A translation of a catalogue: the same keys, nested the same way, every value a string. Each feature writes
 * its English catalogue once and its Telugu one as `TTranslations<typeof englishCatalogue>`, so a key missing
 * from Telugu (or left over in it) is a type error, not an English word on a Telugu screen.
 */
export type TTranslations<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : TTranslations<T[K]>;
};
