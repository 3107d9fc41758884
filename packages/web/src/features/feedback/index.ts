/** What the feedback offers other features (docs/CODE_STYLE.md: feature boundaries). */
export { FEEDBACK_LIST_PATH } from './feedback-paths';
