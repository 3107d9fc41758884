/** What the conditions offer other features (docs/CODE_STYLE.md: feature boundaries). */
export { ConditionsTab } from './conditions-tab';
