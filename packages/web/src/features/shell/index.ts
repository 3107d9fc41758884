/** What the shell offers other features (docs/CODE_STYLE.md: feature boundaries). */
export { PublicPageLayout } from './public-page-layout';
