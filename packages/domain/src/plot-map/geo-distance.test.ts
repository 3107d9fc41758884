import { describe, expect, it } from 'vitest';
import {
  checkFieldPosition,
  DEFAULT_FIELD_PHOTO_MAX_DISTANCE_M,
  distanceToPolygonMetres,
  fieldPlotPolygon,
  haversineMetres,
} from './geo-distance';
import type { TLatLng } from './polygon';

// A 100 m × 100 m plot in Hyderabad (17.4° N): 0.0009° of latitude is 100 m, of longitude 100 m × cos 17.4°.
const SOUTH = 17.4;
const WEST = 78.45;
const LAT_100M = 100 / 111_195;
const LNG_100M = 100 / (111_195 * Math.cos((SOUTH * Math.PI) / 180));
const PLOT: TLatLng[] = [
  [SOUTH, WEST],
  [SOUTH, WEST + LNG_100M],
  [SOUTH + LAT_100M, WEST + LNG_100M],
  [SOUTH + LAT_100M, WEST],
  [SOUTH, WEST],
];
const MIDDLE: TLatLng = [SOUTH + LAT_100M / 2, WEST + LNG_100M / 2];

describe('distanceToPolygonMetres (issue 53)', () => {
  it.each([
    ['the middle of the plot', MIDDLE, 0],
    ['a corner', [SOUTH, WEST] as TLatLng, 0],
    ['the middle of the west side', [SOUTH + LAT_100M / 2, WEST] as TLatLng, 0],
    ['50 m west of the west side', [SOUTH + LAT_100M / 2, WEST - LNG_100M / 2] as TLatLng, 50],
    ['250 m north of the north side', [SOUTH + 3.5 * LAT_100M, WEST + LNG_100M / 2] as TLatLng, 250],
    ['diagonally off the north-east corner', [SOUTH + 4 * LAT_100M, WEST + 5 * LNG_100M] as TLatLng, 500],
  ])('%s is %d m away', (_, point, metres) => {
    expect(distanceToPolygonMetres(point, PLOT)).toBeCloseTo(metres, 0);
  });

  it('measures 5 km within 0.1 % of the great-circle distance', () => {
    const corner: TLatLng = [SOUTH + LAT_100M, WEST + LNG_100M];
    const far: TLatLng = [corner[0] + 0.03, corner[1] + 0.03];
    const expected = haversineMetres(far, corner);
    expect(expected).toBeGreaterThan(4_000);
    expect(Math.abs((distanceToPolygonMetres(far, PLOT) ?? 0) - expected) / expected).toBeLessThan(0.001);
  });

  it('measures the same whether the ring is closed or open, and either way round', () => {
    const point: TLatLng = [SOUTH - LAT_100M, WEST + LNG_100M / 2];
    const open = PLOT.slice(0, -1);
    expect(distanceToPolygonMetres(point, open)).toBeCloseTo(100, 0);
    expect(distanceToPolygonMetres(point, [...open].reverse())).toBeCloseTo(100, 0);
  });

  it('has no distance from a polygon the map would not draw', () => {
    expect(distanceToPolygonMetres(MIDDLE, [])).toBeNull();
    expect(distanceToPolygonMetres(MIDDLE, PLOT.slice(0, 3))).toBeNull();
  });
});

describe('checkFieldPosition (issue 53: flagged, never silently taken as on site)', () => {
  const max = DEFAULT_FIELD_PHOTO_MAX_DISTANCE_M;
  it.each([
    ['inside the plot', MIDDLE, PLOT, { distanceMetres: 0, flag: null }],
    ['150 m away', [SOUTH - 1.5 * LAT_100M, WEST] as TLatLng, PLOT, { distanceMetres: 150, flag: null }],
    ['300 m away', [SOUTH - 3 * LAT_100M, WEST] as TLatLng, PLOT, { distanceMetres: 300, flag: 'FAR_FROM_PLOT' }],
    ['without a position', null, PLOT, { distanceMetres: null, flag: 'NO_POSITION' }],
    ['without a position or a plot', null, [], { distanceMetres: null, flag: 'NO_POSITION' }],
    ['with no plot polygon', MIDDLE, [], { distanceMetres: null, flag: 'NO_PLOT' }],
  ] as const)('%s', (_, position, polygon, expected) => {
    const check = checkFieldPosition({ position, polygon, maxDistanceMetres: max });
    expect(check.flag).toBe(expected.flag);
    if (expected.distanceMetres === null) expect(check.distanceMetres).toBeNull();
    else expect(check.distanceMetres).toBeCloseTo(expected.distanceMetres, 0);
  });

  it('takes a position exactly at the threshold as on site, and one past it as far', () => {
    const polygon: TLatLng[] = [
      [0, 0],
      [0, 0.001],
      [0.001, 0.001],
      [0.001, 0],
    ];
    const point: TLatLng = [-0.001, 0.0005];
    const distance = distanceToPolygonMetres(point, polygon) ?? 0;
    expect(checkFieldPosition({ position: point, polygon, maxDistanceMetres: distance }).flag).toBeNull();
    expect(checkFieldPosition({ position: point, polygon, maxDistanceMetres: distance - 0.01 }).flag).toBe(
      'FAR_FROM_PLOT',
    );
  });
});

describe('fieldPlotPolygon', () => {
  const officer: TLatLng[] = PLOT.map(([lat, lng]) => [lat + LAT_100M, lng]);
  it.each([
    ['the officer’s area when drawn', { geoCoordinates: PLOT, officerGeoCoordinates: officer }, officer],
    ['the citizen’s when none is drawn', { geoCoordinates: PLOT, officerGeoCoordinates: null }, PLOT],
    ['the citizen’s when the drawn one is too small', { geoCoordinates: PLOT, officerGeoCoordinates: [] }, PLOT],
  ])('%s', (_, plot, expected) => {
    expect(fieldPlotPolygon(plot)).toEqual(expected);
  });
});
