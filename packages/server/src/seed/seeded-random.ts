/** A small deterministic generator (mulberry32): the same seed gives the same demo data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type TRandom = () => number;

export function pick<T>(random: TRandom, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

export function between(random: TRandom, min: number, max: number): number {
  return min + random() * (max - min);
}

export function wholeBetween(random: TRandom, min: number, max: number): number {
  return Math.floor(between(random, min, max + 1));
}
