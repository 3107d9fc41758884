import { layerPolygons, type TLayerPolygon, type TMapSettings } from '@anumati/domain';
import { kml } from '@tmcw/togeojson';
import { useQueries } from '@tanstack/react-query';
import JSZip from 'jszip';

/** A KMZ is a zip whose first .kml entry (doc.kml by convention) holds the layer. */
async function kmlText(response: Response): Promise<string> {
  const bytes = await response.arrayBuffer();
  const isZip = new Uint8Array(bytes.slice(0, 2)).every((byte, index) => byte === [0x50, 0x4b][index]);
  if (!isZip) return new TextDecoder().decode(bytes);
  const zip = await JSZip.loadAsync(bytes);
  const entry = Object.values(zip.files).find((file) => !file.dir && file.name.toLowerCase().endsWith('.kml'));
  if (!entry) throw new Error('The KMZ file holds no KML');
  return entry.async('string');
}

/** GET one external map layer file (KML or KMZ, spec 2 §7): its polygons, those under 4 points left out. */
async function loadLayerFile(url: string): Promise<TLayerPolygon[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
  const document = new DOMParser().parseFromString(await kmlText(response), 'application/xml');
  if (document.querySelector('parsererror')) throw new Error(`${url} is not KML`);
  return layerPolygons(kml(document));
}

/** The six boundary layers, each loaded on its own: one that cannot be reached leaves the others on the map. */
export function useMapLayerFilesQueries(layers: TMapSettings['layers']) {
  return useQueries({
    queries: layers.map((layer) => ({
      queryKey: ['mapLayerFile', layer.url],
      staleTime: Infinity,
      retry: false,
      queryFn: () => loadLayerFile(layer.url),
    })),
  });
}
