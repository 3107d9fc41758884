/** What the fees offer other features (docs/CODE_STYLE.md: feature boundaries). */
export { FeesTab, type TFeeSubmitted } from './fees-tab';
export { useFeeProgress } from './use-fee-progress';
