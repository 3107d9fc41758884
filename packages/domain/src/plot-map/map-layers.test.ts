import { describe, expect, it } from 'vitest';
import {
  layerPolygons,
  layerWarnings,
  MAP_COLOURS,
  MAP_LAYER_KEYS,
  MAP_LAYERS,
  MAP_LEGEND,
  type TGeoJsonFeatureCollection,
} from './map-layers';
import type { TLatLng } from './polygon';

const lakeRing = [
  [78.388, 17.43],
  [78.392, 17.43],
  [78.392, 17.434],
  [78.388, 17.434],
  [78.388, 17.43],
];

/** The same ring as the map reads it: [latitude, longitude]. */
const LAKE: TLatLng[] = [
  [17.43, 78.388],
  [17.43, 78.392],
  [17.434, 78.392],
  [17.434, 78.388],
  [17.43, 78.388],
];

describe('the six boundary layers (spec 2 §2.6, §9)', () => {
  it('has six layers in three groups, GHMC and HMDA each', () => {
    expect(MAP_LAYER_KEYS).toHaveLength(6);
    const groups = MAP_LAYER_KEYS.map((key) => MAP_LAYERS[key].group);
    expect(new Set(groups)).toEqual(
      new Set(['WATER_BODY_LIMITS', 'GOVERNMENT_PROHIBITED_LANDS', 'PROHIBITED_LAND_PARCELS']),
    );
    expect(new Set(MAP_LAYER_KEYS.map((key) => MAP_LAYERS[key].fileName)).size).toBe(6);
  });

  it.each([
    ['GHMC_WATER_BODIES', MAP_COLOURS.ghmcWaterBody],
    ['HMDA_WATER_BODIES', MAP_COLOURS.hmdaWaterBody],
    ['GHMC_GOVERNMENT_PROHIBITED_LANDS', MAP_COLOURS.prohibited],
    ['HMDA_GOVERNMENT_PROHIBITED_LANDS', MAP_COLOURS.prohibited],
    ['GHMC_PROHIBITED_LAND_PARCELS', MAP_COLOURS.prohibited],
    ['HMDA_PROHIBITED_LAND_PARCELS', MAP_COLOURS.prohibited],
  ] as const)('%s is drawn in its legend colour', (key, colour) => {
    expect(MAP_LAYERS[key].colour).toBe(colour);
  });

  it('has the legend of spec 2 §2.6: blue GHMC water, pink prohibited, black citizen, red HMDA water', () => {
    expect(MAP_LEGEND.slice(0, 4)).toEqual([
      { label: 'GHMC Water Bodies', colour: '#1971c2' },
      { label: 'Prohibited Areas', colour: '#d6336c' },
      { label: 'Citizen Area', colour: '#000000' },
      { label: 'HMDA Water Bodies', colour: '#e03131' },
    ]);
  });
});

describe('layerPolygons (a KML file read as GeoJSON)', () => {
  it.each([
    ['a polygon, turned to latitude,longitude', { type: 'Polygon', coordinates: [lakeRing] }, [LAKE]],
    ['a polygon of three points (ignored)', { type: 'Polygon', coordinates: [lakeRing.slice(0, 3)] }, []],
    [
      'a multipolygon, its small part ignored',
      { type: 'MultiPolygon', coordinates: [[lakeRing], [lakeRing.slice(0, 2)]] },
      [LAKE],
    ],
    [
      'a collection of a point and a polygon',
      {
        type: 'GeometryCollection',
        geometries: [
          { type: 'Point', coordinates: [78.39, 17.43] },
          { type: 'Polygon', coordinates: [lakeRing] },
        ],
      },
      [LAKE],
    ],
    ['a line', { type: 'LineString', coordinates: lakeRing }, []],
    ['a polygon with text for numbers', { type: 'Polygon', coordinates: [[['78.3', '17.4']]] }, []],
    ['no geometry', null, []],
  ])('%s', (_, geometry, rings) => {
    const collection: TGeoJsonFeatureCollection = {
      features: [{ geometry, properties: { name: 'Durgam Cheruvu' } }],
    };
    expect(layerPolygons(collection)).toEqual(rings.map((points) => ({ name: 'Durgam Cheruvu', points })));
  });

  it('names an unnamed placemark by its place in the file', () => {
    const collection: TGeoJsonFeatureCollection = {
      features: [
        { geometry: { type: 'Polygon', coordinates: [lakeRing] }, properties: { name: 'Lake' } },
        { geometry: { type: 'Polygon', coordinates: [lakeRing] }, properties: {} },
      ],
    };
    expect(layerPolygons(collection).map((polygon) => polygon.name)).toEqual(['Lake', 'Polygon 2']);
  });
});

describe('layerWarnings (spec 2 §2.6: a warning when the plot touches a layer)', () => {
  const lake = {
    name: 'Durgam Cheruvu',
    points: [
      [17.43, 78.388],
      [17.43, 78.392],
      [17.434, 78.392],
      [17.434, 78.388],
    ] as TLatLng[],
  };
  const parcel = {
    name: 'Parcel 12',
    points: [
      [17.5, 78.5],
      [17.5, 78.501],
      [17.501, 78.501],
      [17.501, 78.5],
    ] as TLatLng[],
  };
  const inLake: TLatLng[] = [
    [17.431, 78.389],
    [17.431, 78.3892],
    [17.4312, 78.3892],
    [17.4312, 78.389],
  ];
  const dry: TLatLng[] = [
    [17.44, 78.39],
    [17.44, 78.3902],
    [17.4402, 78.3902],
    [17.4402, 78.39],
  ];
  const layers = [
    { key: 'GHMC_WATER_BODIES' as const, polygons: [lake] },
    { key: 'HMDA_PROHIBITED_LAND_PARCELS' as const, polygons: [parcel] },
  ];

  it.each([
    ['a citizen plot in the lake', [inLake], ['GHMC_WATER_BODIES']],
    ['a dry plot', [dry], []],
    ['a dry citizen plot whose officer area reaches the lake', [dry, inLake], ['GHMC_WATER_BODIES']],
    ['a plot of three points (ignored)', [inLake.slice(0, 3)], []],
    ['no plot', [], []],
  ])('%s', (_, plots, keys) => {
    expect(layerWarnings({ plots, layers }).map((warning) => warning.key)).toEqual(keys);
  });

  it('names the layer and the polygons touched', () => {
    expect(layerWarnings({ plots: [inLake], layers })).toEqual([
      {
        key: 'GHMC_WATER_BODIES',
        message: 'The plot touches a GHMC water body limit: Durgam Cheruvu',
        polygonNames: ['Durgam Cheruvu'],
      },
    ]);
  });
});
