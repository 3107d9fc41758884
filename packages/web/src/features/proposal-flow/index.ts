/** What the proposal flow offers other features (docs/CODE_STYLE.md: feature boundaries). */
export { ProposalFlowPanel } from './proposal-flow-panel';
