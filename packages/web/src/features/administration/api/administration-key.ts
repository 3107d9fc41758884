/** The first part of every administration query's key: a change to any officer reads them all again. */
export const ADMINISTRATION_KEY = 'administration';
