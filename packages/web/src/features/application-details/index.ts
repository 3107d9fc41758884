/** What the application details offer other features (docs/CODE_STYLE.md: feature boundaries). */
export { ApplicationDetailsView } from './application-details-view';
export { SidePanelGrid } from './side-panel-grid';
