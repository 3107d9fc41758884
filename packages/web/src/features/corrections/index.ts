/** What the corrections offer other features (docs/CODE_STYLE.md: feature boundaries). */
export { CorrectionNavLinks } from './correction-nav-links';
