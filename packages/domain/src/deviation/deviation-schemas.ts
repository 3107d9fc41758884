import { z } from 'zod';

// Apart from deviation-values.ts: the console imports those rules on screens that never validate, and a schema
// built at load brings zod with it (issue 17 §4).
const ZMetres = z.number().min(0).max(1000);
const ZDeviationSideInputSchema = z.object({
  building_permit_order: ZMetres,
  setback_as_on_ground: ZMetres,
  building_lengths: ZMetres,
  no_of_floors: z.number().int().min(0).max(200),
});
/** One level's entries as they are sent: four sides and the land value per square yard (rupees). */
export const ZDeviationInputsSchema = z.object({
  front: ZDeviationSideInputSchema,
  rear: ZDeviationSideInputSchema,
  side_one: ZDeviationSideInputSchema,
  side_two: ZDeviationSideInputSchema,
  land_value_per_registration_dep: z.number().min(0).max(10_000_000),
});
