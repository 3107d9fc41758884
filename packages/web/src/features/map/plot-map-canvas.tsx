import './leaflet-with-geoman';
import {
  MAP_COLOURS,
  openRing,
  type TLatLng,
  type TLayerPolygon,
  type TMapLayerKey,
  type TMapSettings,
} from '@anumati/domain';
import { latLngBounds, type LatLng, point, polygon as leafletPolygon, type Polygon as LeafletPolygon } from 'leaflet';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDeviceFix, TMapMarker } from './map-marker';
import {
  Circle,
  CircleMarker,
  FeatureGroup,
  LayersControl,
  MapContainer,
  Polygon,
  TileLayer,
  Tooltip,
  useMap,
  ZoomControl,
} from 'react-leaflet';

export type TLayerShapes = { key: TMapLayerKey; title: string; colour: string; polygons: TLayerPolygon[] };

/** How the officer shapes their area on the map: drawing it anew, or moving the corners of the draft. */
export type TAreaTool = 'DRAW' | 'EDIT_CORNERS' | null;

/** Six decimals of a degree are about 0.1 m: finer than a drawn corner can be placed. */
const round = (degrees: number) => Number(degrees.toFixed(6));

const cornersOf = (polygon: LeafletPolygon) =>
  (polygon.getLatLngs()[0] as LatLng[]).map((point): TLatLng => [round(point.lat), round(point.lng)]);

/** The closest zoom the base tiles have (OpenStreetMap's 19): a plot is never drawn beyond it. */
const MAX_ZOOM = 19;

/** Room around a plot fitted to the map, in pixels: its corners stay clear of the edges and the controls. */
const FIT_PADDING = point(48, 48);

const OFFICER_STYLE = { color: MAP_COLOURS.officerArea, weight: 3, fillOpacity: 0.15 };
/** Issue 53: a site photo's or visit's pin; a flagged one (far from the plot) in red, whatever the layers' colours. */
const MARKER_STYLE = { color: '#1c4f8c', weight: 2, fillColor: '#3b82f6', fillOpacity: 0.9 };
const FLAGGED_MARKER_STYLE = { color: '#8a1c1c', weight: 2, fillColor: '#e03131', fillOpacity: 0.9 };
/** Issue 53 §5: the phone's own position, a dot inside the circle of its reported accuracy. */
const DEVICE_STYLE = { color: '#5f3dc4', weight: 2, fillColor: '#7950f2', fillOpacity: 1 };
const ACCURACY_STYLE = { color: '#5f3dc4', weight: 1, fillColor: '#7950f2', fillOpacity: 0.12 };

/**
 * The drawing tool (Leaflet-Geoman): while on, each click on the map places a corner and a click on the first
 * corner closes the polygon, which is handed over as its corners and taken off the map (the form draws it).
 */
function DrawAreaTool({ onDrawn }: { onDrawn: (corners: TLatLng[]) => void }) {
  const map = useMap();
  useEffect(() => {
    const onCreate = ({ layer }: { layer: unknown }) => {
      const polygon = layer as LeafletPolygon;
      polygon.remove();
      onDrawn(cornersOf(polygon));
    };
    map.on('pm:create', onCreate);
    map.pm.enableDraw('Polygon', {
      allowSelfIntersection: false,
      // A corner goes where the officer clicks, not onto a nearby corner of the citizen's area or of a layer.
      snappable: false,
      templineStyle: OFFICER_STYLE,
      hintlineStyle: { ...OFFICER_STYLE, dashArray: [5, 5] },
      pathOptions: OFFICER_STYLE,
    });
    return () => {
      map.off('pm:create', onCreate);
      map.pm.disableDraw();
    };
  }, [map, onDrawn]);
  return null;
}

/**
 * Corner editing (Leaflet-Geoman): the draft's corners can be dragged, added (from the middle of a side) or
 * removed (right click); each change is handed over as the new corners. The tool holds the polygon while it is
 * on, starting from the corners it was opened with.
 */
function EditCornersTool({ corners, onEdited }: { corners: TLatLng[]; onEdited: (corners: TLatLng[]) => void }) {
  const map = useMap();
  const [initialCorners] = useState(corners);
  useEffect(() => {
    const polygon = leafletPolygon(initialCorners, OFFICER_STYLE).addTo(map);
    const onEdit = () => onEdited(cornersOf(polygon));
    polygon.on('pm:edit', onEdit);
    // A corner too many removed would take the whole polygon off the map: an area keeps at least three.
    polygon.pm.enable({ allowSelfIntersection: false, snappable: false, removeLayerBelowMinVertexCount: false });
    return () => {
      polygon.off('pm:edit', onEdit);
      polygon.pm.disable();
      polygon.remove();
    };
  }, [map, initialCorners, onEdited]);
  return null;
}

/** A map inside a modal is sized after it opens: Leaflet measures its box again whenever it changes. */
function FollowContainerSize() {
  const map = useMap();
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

/**
 * Issue 18: at the required zoom 17 a typical plot is about 10 px across, too small to draw on. The map opens on
 * the plot fitted to its box, never with less detail than the settings' zoom (spec 2 §9: 17), nor past the
 * tiles' closest. Fitted once, when the map first has a size (a modal sizes it after opening); after that the
 * view is the officer's.
 */
function FitToPlot({ area, minZoom }: { area: TLatLng[]; minZoom: number }) {
  const map = useMap();
  const [initialArea] = useState(area);
  useEffect(() => {
    const container = map.getContainer();
    const fit = () => {
      if (container.clientWidth === 0 || container.clientHeight === 0) return false;
      const bounds = latLngBounds(initialArea);
      const zoom = Math.min(MAX_ZOOM, Math.max(minZoom, map.getBoundsZoom(bounds, false, FIT_PADDING)));
      map.setView(bounds.getCenter(), zoom, { animate: false });
      return true;
    };
    if (fit()) return;
    const observer = new ResizeObserver(() => {
      if (fit()) observer.disconnect();
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, [map, initialArea, minZoom]);
  return null;
}

/**
 * Leaflet focuses its map on the first press inside it (for the arrow keys), and the browser then scrolled the
 * modal to show the whole map: the map jumped about 25 px under the officer's first corner (issue 18). The map
 * takes the focus where it is.
 */
function FocusWithoutScrolling() {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.focus = (options?: FocusOptions) =>
      HTMLElement.prototype.focus.call(container, { ...options, preventScroll: true });
    return () => {
      Reflect.deleteProperty(container, 'focus');
    };
  }, [map]);
  return null;
}

/**
 * The plot map (spec 2 §2.6): base tiles when configured and reachable (the rest works without them), the six
 * boundary layers (each can be hidden from the layers control), the citizen's area in black and the officer's
 * area in green, dashed while it is a draft.
 */
export function PlotMapCanvas(props: {
  settings: TMapSettings;
  /** Where the map opens (later changes are the officer's to make, by panning and zooming). */
  view: { centre: TLatLng; zoom: number };
  /** The plot the map opens fitted to, when it has corners. */
  fitArea: TLatLng[] | null;
  /** The map's height: what the window leaves for it beside the modal's header and actions. */
  height: string;
  citizenArea: TLatLng[] | null;
  officerArea: TLatLng[] | null;
  isOfficerAreaDraft: boolean;
  layers: TLayerShapes[];
  tool: TAreaTool;
  /** A polygon drawn, or the corners moved: the officer's new corners. */
  onCorners: (corners: TLatLng[]) => void;
  /** Points other features put on the plot (site photos and visits), each with its tooltip. */
  markers?: readonly TMapMarker[];
  /** The officer's phone's position and accuracy, as it reports them (issue 53 §5). */
  device?: TDeviceFix | null;
}) {
  const { t } = useTranslation('map');
  const { settings } = props;
  return (
    // Leaflet's panes and controls stack up to z-index 1000: kept inside the map, under the modal's header.
    <div role="region" aria-label={t('region')} style={{ isolation: 'isolate' }}>
      <MapContainer
        center={props.view.centre}
        zoom={props.view.zoom}
        style={{ height: props.height, width: '100%' }}
        zoomControl={false}
        maxZoom={MAX_ZOOM}
      >
        <FollowContainerSize />
        <FocusWithoutScrolling />
        {props.fitArea ? <FitToPlot area={props.fitArea} minZoom={props.view.zoom} /> : null}
        {/* Leaflet's own buttons are named in English; these follow the console's language (made anew on a switch). */}
        <ZoomControl key={t('zoomIn')} position="topleft" zoomInTitle={t('zoomIn')} zoomOutTitle={t('zoomOut')} />
        {settings.tile_url ? (
          <TileLayer url={settings.tile_url} attribution={settings.tile_attribution} maxZoom={MAX_ZOOM} />
        ) : null}
        {/* The phone's plot map has no boundary layers: no empty control then. */}
        {props.layers.length > 0 ? (
          <LayersControl position="topright">
            {props.layers.map((layer) => (
              <LayersControl.Overlay key={layer.key} name={layer.title} checked>
                <FeatureGroup>
                  {layer.polygons.map((polygon, index) => (
                    <Polygon
                      key={index}
                      positions={polygon.points}
                      pathOptions={{ color: layer.colour, weight: 2, fillOpacity: 0.25 }}
                    >
                      <Tooltip sticky>{t('layerTooltip', { layer: layer.title, name: polygon.name })}</Tooltip>
                    </Polygon>
                  ))}
                </FeatureGroup>
              </LayersControl.Overlay>
            ))}
          </LayersControl>
        ) : null}
        {props.citizenArea ? (
          <Polygon
            positions={props.citizenArea}
            pathOptions={{ color: MAP_COLOURS.citizenArea, weight: 3, fillOpacity: 0.1 }}
          >
            <Tooltip sticky>{t('citizenArea')}</Tooltip>
          </Polygon>
        ) : null}
        {props.officerArea && props.tool !== 'EDIT_CORNERS' ? (
          <Polygon
            // A saved area is drawn afresh: Leaflet keeps a dash pattern once set.
            key={props.isOfficerAreaDraft ? 'draft' : 'saved'}
            positions={props.officerArea}
            pathOptions={{
              ...OFFICER_STYLE,
              dashArray: props.isOfficerAreaDraft ? '6 6' : undefined,
            }}
          >
            <Tooltip sticky>{props.isOfficerAreaDraft ? t('officerAreaDraft') : t('officerArea')}</Tooltip>
          </Polygon>
        ) : null}
        {props.markers?.map((marker) => (
          <CircleMarker
            key={marker.id}
            center={marker.position}
            radius={7}
            pathOptions={marker.isFlagged ? FLAGGED_MARKER_STYLE : MARKER_STYLE}
          >
            <Tooltip>{marker.label}</Tooltip>
          </CircleMarker>
        ))}
        {props.device ? (
          <>
            {props.device.accuracyMetres !== null ? (
              <Circle
                center={props.device.position}
                radius={props.device.accuracyMetres}
                pathOptions={ACCURACY_STYLE}
              />
            ) : null}
            <CircleMarker center={props.device.position} radius={6} pathOptions={DEVICE_STYLE}>
              <Tooltip>{props.device.label}</Tooltip>
            </CircleMarker>
          </>
        ) : null}
        {props.tool === 'DRAW' ? <DrawAreaTool onDrawn={props.onCorners} /> : null}
        {props.tool === 'EDIT_CORNERS' && props.officerArea ? (
          <EditCornersTool corners={openRing(props.officerArea)} onEdited={props.onCorners} />
        ) : null}
      </MapContainer>
    </div>
  );
}
