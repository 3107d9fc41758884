/**
 * Plot polygons as the spec carries them: [latitude, longitude] pairs (spec 2 §2.6, §3.3). Plots and boundary
 * layers span a few hundred metres, so the tests below treat degrees as a plane: the error is far below the
 * precision of the coordinates an officer types.
 */
export type TLatLng = [latitude: number, longitude: number];

/** Spec 2 §2.6 and §5: map polygons with fewer than 4 points are ignored. */
export const MIN_POLYGON_POINTS = 4;

/** Spec 2 §5: a polygon the map draws (and tests for warnings); smaller ones are ignored. */
export function isDrawablePolygon(points: readonly TLatLng[]): boolean {
  return points.length >= MIN_POLYGON_POINTS;
}

const isSamePoint = (a: TLatLng, b: TLatLng) => a[0] === b[0] && a[1] === b[1];

/** A ring is closed when its last point repeats its first. */
export function isClosedRing(points: readonly TLatLng[]): boolean {
  const first = points[0];
  const last = points[points.length - 1];
  return points.length > 1 && first !== undefined && last !== undefined && isSamePoint(first, last);
}

/** The ring with its first point repeated at the end, unless it is closed already. */
export function closeRing(points: readonly TLatLng[]): TLatLng[] {
  const first = points[0];
  if (!first || isClosedRing(points)) return [...points];
  return [...points, first];
}

/** The ring without its closing point: the corners an officer edits. */
export function openRing(points: readonly TLatLng[]): TLatLng[] {
  return isClosedRing(points) ? points.slice(0, -1) : [...points];
}

/** Twice the signed area of a ring (shoelace), in square degrees; zero for a ring that encloses nothing. */
function doubledArea(points: readonly TLatLng[]): number {
  const ring = closeRing(points);
  let sum = 0;
  for (let index = 0; index + 1 < ring.length; index += 1) {
    const [y1, x1] = ring[index] as TLatLng;
    const [y2, x2] = ring[index + 1] as TLatLng;
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

/** Which side of the line p→q the point r lies on: 1, -1, or 0 when the three are in line. */
function orientation(p: TLatLng, q: TLatLng, r: TLatLng): number {
  const value = (q[1] - p[1]) * (r[0] - p[0]) - (q[0] - p[0]) * (r[1] - p[1]);
  return Math.sign(value);
}

/** r lies within the box of p and q (used once p, q and r are known to be in line). */
function isWithinBox(p: TLatLng, q: TLatLng, r: TLatLng): boolean {
  return (
    Math.min(p[0], q[0]) <= r[0] &&
    r[0] <= Math.max(p[0], q[0]) &&
    Math.min(p[1], q[1]) <= r[1] &&
    r[1] <= Math.max(p[1], q[1])
  );
}

/** Whether the closed segments a1–a2 and b1–b2 share a point (crossing, touching or overlapping). */
export function segmentsIntersect(a1: TLatLng, a2: TLatLng, b1: TLatLng, b2: TLatLng): boolean {
  const o1 = orientation(a1, a2, b1);
  const o2 = orientation(a1, a2, b2);
  const o3 = orientation(b1, b2, a1);
  const o4 = orientation(b1, b2, a2);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && isWithinBox(a1, a2, b1)) ||
    (o2 === 0 && isWithinBox(a1, a2, b2)) ||
    (o3 === 0 && isWithinBox(b1, b2, a1)) ||
    (o4 === 0 && isWithinBox(b1, b2, a2))
  );
}

const edgesOf = (points: readonly TLatLng[]): [TLatLng, TLatLng][] => {
  const ring = closeRing(points);
  return ring.slice(1).map((point, index) => [ring[index] as TLatLng, point]);
};

/**
 * Whether a ring crosses or touches itself: two edges that are not neighbours share a point, or two neighbours
 * fold back over each other. A ring whose consecutive points repeat is treated as crossing itself.
 */
export function ringSelfIntersects(points: readonly TLatLng[]): boolean {
  const edges = edgesOf(points);
  const count = edges.length;
  for (let i = 0; i < count; i += 1) {
    const [a1, a2] = edges[i] as [TLatLng, TLatLng];
    if (isSamePoint(a1, a2)) return true;
    for (let j = i + 1; j < count; j += 1) {
      const [b1, b2] = edges[j] as [TLatLng, TLatLng];
      const isNeighbour = j === i + 1 || (i === 0 && j === count - 1);
      if (!isNeighbour) {
        if (segmentsIntersect(a1, a2, b1, b2)) return true;
        continue;
      }
      // Neighbours share one corner; they overlap only when in line and turning back on each other.
      const [shared, before, after] = j === i + 1 ? [a2, a1, b2] : [a1, a2, b1];
      const isFoldingBack =
        orientation(before, shared, after) === 0 &&
        (after[0] - shared[0]) * (before[0] - shared[0]) + (after[1] - shared[1]) * (before[1] - shared[1]) > 0;
      if (isFoldingBack) return true;
    }
  }
  return false;
}

/** Whether the ring encloses some area (three corners in a line enclose none). */
export function hasArea(points: readonly TLatLng[]): boolean {
  return doubledArea(points) !== 0;
}

/** Ray casting: whether a point lies inside a ring (points on the boundary count as touching elsewhere). */
function isInside(point: TLatLng, points: readonly TLatLng[]): boolean {
  const [y, x] = point;
  let isIn = false;
  for (const [[y1, x1], [y2, x2]] of edgesOf(points)) {
    if (y1 > y !== y2 > y && x < ((x2 - x1) * (y - y1)) / (y2 - y1) + x1) isIn = !isIn;
  }
  return isIn;
}

type TBox = { south: number; west: number; north: number; east: number };

function boxOf(points: readonly TLatLng[]): TBox {
  const latitudes = points.map((point) => point[0]);
  const longitudes = points.map((point) => point[1]);
  return {
    south: Math.min(...latitudes),
    north: Math.max(...latitudes),
    west: Math.min(...longitudes),
    east: Math.max(...longitudes),
  };
}

const boxesOverlap = (a: TBox, b: TBox) =>
  a.south <= b.north && b.south <= a.north && a.west <= b.east && b.west <= a.east;

/**
 * Whether two polygons touch: their boundaries meet, or one lies inside the other. This is the test behind a
 * boundary layer's warning (spec 2 §2.6): a plot that reaches a water body or prohibited land at all is flagged.
 */
export function polygonsTouch(a: readonly TLatLng[], b: readonly TLatLng[]): boolean {
  if (a.length === 0 || b.length === 0 || !boxesOverlap(boxOf(a), boxOf(b))) return false;
  const edgesOfB = edgesOf(b);
  for (const [a1, a2] of edgesOf(a)) {
    for (const [b1, b2] of edgesOfB) if (segmentsIntersect(a1, a2, b1, b2)) return true;
  }
  return isInside(a[0] as TLatLng, b) || isInside(b[0] as TLatLng, a);
}

/** The middle of a polygon's box: where the map centres on the plot. */
export function centreOf(points: readonly TLatLng[]): TLatLng | null {
  if (points.length === 0) return null;
  const box = boxOf(points);
  return [(box.south + box.north) / 2, (box.west + box.east) / 2];
}
