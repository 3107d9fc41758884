/** What the map offers other features (docs/CODE_STYLE.md: feature boundaries). */
export { ViewMapLink } from './view-map-link';
export type { TMapMarker } from './map-marker';
