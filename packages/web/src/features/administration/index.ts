/** What officer administration offers other features (docs/CODE_STYLE.md: feature boundaries). */
export { AdministrationNavLinks } from './administration-nav-links';
export { ADMINISTRATION_PATH, OFFICERS_PATH } from './administration-paths';
