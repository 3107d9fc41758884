-- Issue 17: the chasing cell's period figures (top delaying officers, penalties, delay bands) read each late
-- turn's previous turns (migration 0027), which this index did not hold: every call scanned the whole table
-- (200 MB at a million applications, 95-115 ms). With them in the index the figures are an index-only scan of
-- the late turns (autovacuum keeps the visibility map that needs).
DROP INDEX "turn_delays_late_idx";--> statement-breakpoint
CREATE INDEX "turn_delays_late_idx" ON "turn_delays" USING btree ("received_date","ulb_id","officer_id","application_id","days_delayed","is_open","application_type","previous_late_received","previous_held_received","previous_in_band_received") WHERE "turn_delays"."days_delayed" > 0;