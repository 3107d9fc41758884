import { nextUrgencyChange } from '@anumati/domain';
import { useEffect, useState } from 'react';

/**
 * The instant the inbox's due colours and danger flags are drawn for (spec 1 §4, §9), moved on when one of them
 * changes: at the next India midnight or the first of the shown rows' danger dates, whichever comes first. Read
 * as each cell drew, "now" stayed where the rows were first drawn (the compiled cells draw again only when their
 * file changes), so a list left open overnight kept yesterday's green for a file due today.
 */
export function useUrgencyClock(dangerDates: readonly (string | null)[]): Date {
  const [now, setNow] = useState(() => new Date());
  const nextChange = nextUrgencyChange(
    now,
    dangerDates.map((date) => (date ? new Date(date) : null)),
  ).getTime();
  useEffect(() => {
    // Already passed (another page's rows, a timer woken late after the laptop slept): drawn for the present at once.
    const timer = setTimeout(() => setNow(new Date()), Math.max(0, nextChange - Date.now()));
    return () => clearTimeout(timer);
  }, [now, nextChange]);
  return now;
}
