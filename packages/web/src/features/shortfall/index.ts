/**
 * Raising a shortfall (docs/CODE_STYLE.md: feature boundaries): the dialog and its mutation, and the card's button
 * of the review remarks. A feature of its own, so the verification screen (which embeds the review remarks) and the
 * review remarks list can both raise one without a cycle. Its words stay in the verification catalogue, where
 * officers' translators find them.
 */
export { RaiseShortfallOnTurn } from './raise-shortfall-on-turn';
export { ShortfallDialog } from './shortfall-dialog';
