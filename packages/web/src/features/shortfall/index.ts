/**
 * Raising a shortfall (docs/CODE_STYLE.md: feature boundaries): the dialog and its mutation. A feature of its own,
 * so the verification screen (which embeds the review remarks) and the review remarks list can both raise one
 * without a cycle. Its words stay in the verification catalogue, where officers' translators find them.
 */
export { ShortfallDialog } from './shortfall-dialog';
