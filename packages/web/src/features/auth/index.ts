/** What the sign-in offers other features (docs/CODE_STYLE.md: feature boundaries). */
export { MySessionsPanel } from './my-sessions-panel';
