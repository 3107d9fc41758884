/** What the map offers other features (docs/CODE_STYLE.md: feature boundaries). */
export { SitePlotMap } from './site-plot-map';
export { ViewMapLink } from './view-map-link';
export type { TDeviceFix, TMapMarker } from './map-marker';
