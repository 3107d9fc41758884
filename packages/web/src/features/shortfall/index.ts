/**
 * Raising a shortfall (docs/CODE_STYLE.md: feature boundaries): the dialog and its mutation, a feature of its own so
 * that any screen showing the officer's open turn can offer it without depending on the verification screen (which
 * embeds the review remarks; docs/SCREENS.md says why the review list itself cannot). Its words stay in the
 * verification catalogue, where officers' translators find them.
 */
export { ShortfallDialog } from './shortfall-dialog';
