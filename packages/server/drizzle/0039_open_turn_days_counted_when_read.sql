-- Issue 57 §3: the day's sweep rewrote every held turn's delay, 67 s at a million files. An open turn now records
-- the first day of its delay band (domain: recordedOpenTurnDelay) and the reports count its days from its due
-- instant when they read; the sweep writes only the turns whose band moved, found by band and due instant.
-- The open turns written before: their recorded days become their band's first day (DELAY_BANDS: 1, 4, 8, 16, 31
-- days), as the code writes them from now on. A previous release's server still running during a rolling upgrade
-- shows those turns' band's first day as their days until it stops; its figures' flags (late or not) hold.
UPDATE "turn_delays" SET "days_delayed" = CASE
    WHEN "days_delayed" >= 31 THEN 31 WHEN "days_delayed" >= 16 THEN 16 WHEN "days_delayed" >= 8 THEN 8
    WHEN "days_delayed" >= 4 THEN 4 ELSE 1 END
  WHERE "is_open" AND "days_delayed" > 1;--> statement-breakpoint
DROP INDEX "turn_delays_open_due_idx";--> statement-breakpoint
-- The action panel's held turns in the order of their due instant (the longest delays first).
DROP INDEX "turn_delays_held_idx";--> statement-breakpoint
-- The period figures read the open turns' due instant too, still an index-only scan.
DROP INDEX "turn_delays_late_idx";--> statement-breakpoint
CREATE INDEX "turn_delays_open_band_idx" ON "turn_delays" USING btree ("delay_band","due_at") WHERE "turn_delays"."is_open";--> statement-breakpoint
CREATE INDEX "turn_delays_held_idx" ON "turn_delays" USING btree ("due_at","turn_id","application_id","ulb_id","application_type") WHERE "turn_delays"."is_open" and "turn_delays"."days_delayed" > 0;--> statement-breakpoint
CREATE INDEX "turn_delays_late_idx" ON "turn_delays" USING btree ("received_date","ulb_id","officer_id","application_id","days_delayed","due_at","delay_band","is_open","application_type","previous_late_received","previous_held_received","previous_in_band_received") WHERE "turn_delays"."days_delayed" > 0;