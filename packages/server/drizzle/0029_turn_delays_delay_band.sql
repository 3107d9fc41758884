-- Issue 17: the chasing cell's delay bands grouped a period's late turns by the bands' CASE on every turn
-- (103-111 ms at a million applications, over the 100 ms goal). Each turn now keeps its band, its position in
-- packages/domain DELAY_BANDS, and the late turns' index holds it. Filled here for the turns an existing
-- database holds (the bands as they are today); every write of a turn keeps it from then on.
DROP INDEX "turn_delays_late_idx";--> statement-breakpoint
ALTER TABLE "turn_delays" ADD COLUMN "delay_band" smallint;--> statement-breakpoint
UPDATE "turn_delays" SET "delay_band" = CASE WHEN "days_delayed" BETWEEN 1 AND 3 THEN 0
  WHEN "days_delayed" BETWEEN 4 AND 7 THEN 1 WHEN "days_delayed" BETWEEN 8 AND 15 THEN 2
  WHEN "days_delayed" BETWEEN 16 AND 30 THEN 3 WHEN "days_delayed" >= 31 THEN 4 END
WHERE "days_delayed" > 0;--> statement-breakpoint
CREATE INDEX "turn_delays_late_idx" ON "turn_delays" USING btree ("received_date","ulb_id","officer_id","application_id","days_delayed","delay_band","is_open","application_type","previous_late_received","previous_held_received","previous_in_band_received") WHERE "turn_delays"."days_delayed" > 0;
