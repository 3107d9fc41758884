/** What the verification offers other features (docs/CODE_STYLE.md: feature boundaries). */
export { VerificationHeader } from './verification-header';
