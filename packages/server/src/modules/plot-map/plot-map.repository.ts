import type { TLatLng } from '@anumati/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { properties } from '../application/application.table';

/** An empty list counts as no officer coordinates, as the detail screens read it. */
const hasNoOfficerCoordinates = sql`coalesce(jsonb_array_length(${properties.officerGeoCoordinates}), 0) = 0`;

export async function findProperty(db: TDb, propertyId: number) {
  const [row] = await db
    .select({
      id: properties.id,
      applicationId: properties.applicationId,
      officerGeoCoordinates: properties.officerGeoCoordinates,
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row;
}

/** Saves the officer's area only when the plot has none: answers false when someone saved one first. */
export async function saveOfficerCoordinatesIfNone(db: TDb, propertyId: number, coordinates: TLatLng[]) {
  const updated = await db
    .update(properties)
    .set({ officerGeoCoordinates: coordinates })
    .where(and(eq(properties.id, propertyId), hasNoOfficerCoordinates))
    .returning({ id: properties.id });
  return updated.length === 1;
}

/** Removes the officer's area, answering what it was; undefined when there was none to remove. */
export async function removeOfficerCoordinates(db: TDb, propertyId: number) {
  const [current] = await db
    .select({ coordinates: properties.officerGeoCoordinates })
    .from(properties)
    .where(and(eq(properties.id, propertyId), sql`not ${hasNoOfficerCoordinates}`))
    .for('update');
  if (!current?.coordinates) return undefined;
  await db.update(properties).set({ officerGeoCoordinates: null }).where(eq(properties.id, propertyId));
  return current.coordinates;
}
