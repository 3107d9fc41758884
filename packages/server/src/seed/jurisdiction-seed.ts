import type { TDb } from '../db/database';
import { authorities, districts, ulbs } from '../modules/jurisdiction/jurisdiction.table';
import jurisdictions from './data/telangana-jurisdictions.json' with { type: 'json' };
import { DEMO_ULBS } from './demo-officers';

/** The GHMC ULB goes by its short name: spec 1 §6 tells GHMC officers by ulbName 'GHMC'. */
const SHORT_NAMES: Record<string, string> = { 'Greater Hyderabad Municipal Corporation (GHMC)': DEMO_ULBS.ghmc };

export type TJurisdictionIds = {
  authorityByCode: Map<string, number>;
  districtByName: Map<string, number>;
  ulbByName: Map<string, { id: number; districtId: number; authorityId: number; latitude: number; longitude: number }>;
};

/** Authorities, all 33 districts and the ULBs of the reference data (sources kept beside each ULB). */
export async function seedJurisdictions(db: TDb): Promise<TJurisdictionIds> {
  const insertedAuthorities = await db
    .insert(authorities)
    .values(jurisdictions.authorities.map(({ code, name, type }) => ({ code, name, type })))
    .returning();
  const insertedDistricts = await db
    .insert(districts)
    .values(
      jurisdictions.districts.map(({ name, hq, lat, lon }) => ({
        name,
        headquarters: hq,
        latitude: lat,
        longitude: lon,
      })),
    )
    .returning();
  const authorityByCode = new Map(insertedAuthorities.map((row) => [row.code, row.id]));
  const districtByName = new Map(insertedDistricts.map((row) => [row.name, row.id]));
  const insertedUlbs = await db
    .insert(ulbs)
    .values(
      jurisdictions.ulbs.map((ulb) => {
        const districtId = districtByName.get(ulb.district);
        const authorityId = authorityByCode.get(ulb.authority);
        if (!districtId || !authorityId)
          throw new Error(`Reference data: unknown district or authority for ${ulb.name}`);
        return {
          name: SHORT_NAMES[ulb.name] ?? ulb.name,
          districtId,
          authorityId,
          grade: ulb.grade,
          latitude: ulb.lat,
          longitude: ulb.lon,
          sources: ulb.sources,
        };
      }),
    )
    .returning();
  return {
    authorityByCode,
    districtByName,
    ulbByName: new Map(insertedUlbs.map((row) => [row.name, row])),
  };
}
