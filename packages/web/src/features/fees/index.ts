/** What the fees offer other features (docs/CODE_STYLE.md: feature boundaries). */
export { FeesTab, type TFeeSubmitted } from './fees-tab';
export { FileTabsScreen, type TFileTab } from './file-tabs-screen';
export { TabLabel } from './tab-label';
export { useFeeProgress } from './use-fee-progress';
