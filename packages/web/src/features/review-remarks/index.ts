/** What the review remarks offer other features (docs/CODE_STYLE.md: feature boundaries). */
export { AnswerList } from './answer-list';
export { ReviewRemarksDrawer } from './review-remarks-drawer';
export { ReviewRemarksList } from './review-remarks-list';
