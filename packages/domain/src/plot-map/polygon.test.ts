import { describe, expect, it } from 'vitest';
import {
  centreOf,
  closeRing,
  hasArea,
  isClosedRing,
  isDrawablePolygon,
  openRing,
  polygonsTouch,
  ringSelfIntersects,
  segmentsIntersect,
  type TLatLng,
} from './polygon';

/** A square plot of side `size` degrees with its south-west corner at (lat, lon), unclosed. */
const square = (lat: number, lon: number, size = 0.001): TLatLng[] => [
  [lat, lon],
  [lat, lon + size],
  [lat + size, lon + size],
  [lat + size, lon],
];

describe('isDrawablePolygon (spec 2 §5: fewer than 4 points are ignored)', () => {
  it.each([
    [0, false],
    [2, false],
    [3, false],
    [4, true],
    [7, true],
  ])('%i points: %s', (count, isDrawn) => {
    const points = Array.from({ length: count }, (_, index): TLatLng => [17 + index / 1000, 78 + (index % 2) / 1000]);
    expect(isDrawablePolygon(points)).toBe(isDrawn);
  });
});

describe('closed rings', () => {
  it.each([
    ['a square left open', square(17, 78), false],
    ['the same square closed', closeRing(square(17, 78)), true],
    ['one point', [[17, 78]] as TLatLng[], false],
    ['nothing', [] as TLatLng[], false],
  ])('%s: closed %s', (_, points, isClosed) => {
    expect(isClosedRing(points)).toBe(isClosed);
  });

  it('closes an open ring once and opens it back to its corners', () => {
    const closed = closeRing(square(17, 78));
    expect(closed).toHaveLength(5);
    expect(closeRing(closed)).toEqual(closed);
    expect(openRing(closed)).toEqual(square(17, 78));
    expect(openRing(square(17, 78))).toEqual(square(17, 78));
  });
});

describe('segmentsIntersect', () => {
  it.each([
    ['crossing', [0, 0], [2, 2], [0, 2], [2, 0], true],
    ['touching at an end', [0, 0], [1, 1], [1, 1], [2, 0], true],
    ['a T junction', [0, 0], [2, 0], [1, 0], [1, 1], true],
    ['overlapping in line', [0, 0], [2, 0], [1, 0], [3, 0], true],
    ['apart in line', [0, 0], [1, 0], [2, 0], [3, 0], false],
    ['parallel', [0, 0], [1, 0], [0, 1], [1, 1], false],
    ['apart', [0, 0], [1, 1], [3, 0], [2, 1], false],
  ] as [string, TLatLng, TLatLng, TLatLng, TLatLng, boolean][])('%s: %s', (_, a1, a2, b1, b2, expected) => {
    expect(segmentsIntersect(a1, a2, b1, b2)).toBe(expected);
  });
});

describe('ringSelfIntersects', () => {
  it.each([
    ['a square', square(17, 78), false],
    ['a closed square', closeRing(square(17, 78)), false],
    [
      'a triangle',
      [
        [0, 0],
        [0, 1],
        [1, 0],
      ],
      false,
    ],
    [
      'a concave L',
      [
        [0, 0],
        [0, 2],
        [1, 2],
        [1, 1],
        [2, 1],
        [2, 0],
      ],
      false,
    ],
    [
      'a bow tie',
      [
        [0, 0],
        [1, 1],
        [1, 0],
        [0, 1],
      ],
      true,
    ],
    [
      'a figure eight touching at a corner',
      [
        [0, 0],
        [1, 1],
        [2, 0],
        [2, 2],
        [1, 1],
        [0, 2],
      ],
      true,
    ],
    [
      'a spike folding back on itself',
      [
        [0, 0],
        [0, 2],
        [0, 1],
        [1, 1],
      ],
      true,
    ],
    [
      'a repeated point',
      [
        [0, 0],
        [0, 1],
        [0, 1],
        [1, 1],
      ],
      true,
    ],
    [
      'a corner touching a far side',
      [
        [0, 0],
        [0, 2],
        [2, 2],
        [2, 0],
        [0, 1],
      ],
      true,
    ],
  ] as [string, TLatLng[], boolean][])('%s: %s', (_, points, expected) => {
    expect(ringSelfIntersects(points)).toBe(expected);
  });
});

describe('hasArea', () => {
  it.each([
    ['a square', square(17, 78), true],
    [
      'three points in a line',
      [
        [0, 0],
        [0, 1],
        [0, 2],
      ],
      false,
    ],
    [
      'a triangle',
      [
        [0, 0],
        [0, 1],
        [1, 0],
      ],
      true,
    ],
  ] as [string, TLatLng[], boolean][])('%s: %s', (_, points, expected) => {
    expect(hasArea(points)).toBe(expected);
  });
});

describe('polygonsTouch (the boundary layers’ warning, spec 2 §2.6)', () => {
  /** A box from its south-west to its north-east corner, written out so shared sides are exactly shared. */
  const box = (south: number, west: number, north: number, east: number): TLatLng[] => [
    [south, west],
    [south, east],
    [north, east],
    [north, west],
  ];
  const plot = box(17.44, 78.39, 17.4402, 78.3902);
  it.each([
    ['overlapping', box(17.4401, 78.3901, 17.4411, 78.3911), true],
    ['the plot inside a lake', box(17.43, 78.38, 17.48, 78.43), true],
    ['a parcel inside the plot', box(17.44005, 78.39005, 17.4401, 78.3901), true],
    ['sharing one side', box(17.44, 78.3902, 17.4402, 78.3904), true],
    ['touching at one corner', box(17.4402, 78.3902, 17.4404, 78.3904), true],
    ['near but apart', box(17.4403, 78.39, 17.4405, 78.3902), false],
    ['far away', square(18.67, 78.09), false],
    ['nothing', [] as TLatLng[], false],
  ])('%s: %s', (_, layer, expected) => {
    expect(polygonsTouch(plot, layer)).toBe(expected);
    expect(polygonsTouch(layer, plot)).toBe(expected);
  });
});

describe('centreOf', () => {
  it.each([
    ['a square', square(17, 78, 0.002), [17.001, 78.001]],
    ['nothing', [], null],
  ] as [string, TLatLng[], TLatLng | null][])('%s', (_, points, centre) => {
    const found = centreOf(points);
    if (centre === null) expect(found).toBeNull();
    else {
      expect(found?.[0]).toBeCloseTo(centre[0], 9);
      expect(found?.[1]).toBeCloseTo(centre[1], 9);
    }
  });
});
