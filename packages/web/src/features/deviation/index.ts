/** What the deviation offers other features (docs/CODE_STYLE.md: feature boundaries). */
export { DeviationTab, useDeviationCaption } from './deviation-tab';
export { DeviationTable } from './deviation-table';
