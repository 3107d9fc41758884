export { FieldInspectionPanel } from './field-inspection-panel';
export { saveAnswersOnPhone, useKeptAnswers } from './kept-answers';
export { OfflineAsOf } from './offline-as-of';
export { PhotoAnswer } from './photo-answer';
export { clearFieldInspection, startFieldInspection } from './start-field-inspection';
export { TakeNextDueButton } from './take-next-due-button';
export { TakeOfflineButton } from './take-offline-button';
export { useIsOnline } from './use-field-state';
