/** The time source. Tests and the scheduler's checks drive a controllable one. */
export type TClock = { now: () => Date };

export const systemClock: TClock = { now: () => new Date() };

export type TManualClock = TClock & { set: (date: Date) => void; advance: (ms: number) => void };

export function manualClock(start: Date): TManualClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (date) => {
      current = new Date(date);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}
