import { sql, type SQL } from 'drizzle-orm';

/**
 * India's days in SQL, for the repositories that count them in the database: the same reading as
 * packages/domain's india-calendar.ts (a day ends at midnight Asia/Kolkata; the day of the event excluded).
 */

/** The India calendar day (a date) of an instant. */
function indiaDate(instant: SQL): SQL {
  return sql`((${instant}) at time zone 'Asia/Kolkata')::date`;
}

/** The due day of a due instant, the midnight ending it: the day before (domain: indiaDueDay). */
export function indiaDueDate(dueInstant: SQL): SQL {
  return indiaDate(sql`(${dueInstant}) - interval '1 millisecond'`);
}

/** India days from the day of one instant to the day of another (domain: indiaDaysBetween). */
export function indiaDaysBetween(from: SQL, to: SQL): SQL {
  return sql`(${indiaDate(to)} - ${indiaDate(from)})`;
}

/** The whole India days of a clock pause kept in milliseconds (domain: wholeIndiaDaysIn). */
export function wholeIndiaDaysIn(durationMs: SQL): SQL {
  return sql`floor((${durationMs}) / 86400000.0)::int`;
}

/** The India day number of an instant (domain: indiaDayNumber, days since 1970-01-01 in India). */
export function indiaDayNumberOf(instant: SQL): SQL {
  return sql`(${indiaDate(instant)} - date '1970-01-01')`;
}
