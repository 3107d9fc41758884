-- Issue 57 §3: the reports count an open late turn's days as they read (0039). Converting every due instant to its
-- India day cost the period figures 130 ms more at a million files; each turn now keeps its due day's number
-- (domain: turnLateDayNumber), so that the figures add whole numbers. The rows written before get it here, the
-- same count as the domain's (days since 1970-01-01 in India); a row a previous release writes during a rolling
-- upgrade has none, and the reports then take it from its due instant.
ALTER TABLE "turn_delays" ADD COLUMN "due_day_number" integer;--> statement-breakpoint
UPDATE "turn_delays" SET "due_day_number" = ("due_at" AT TIME ZONE 'Asia/Kolkata')::date - DATE '1970-01-01';--> statement-breakpoint
-- The period figures' index-only scan reads it in place of the due instant.
DROP INDEX "turn_delays_late_idx";--> statement-breakpoint
CREATE INDEX "turn_delays_late_idx" ON "turn_delays" USING btree ("received_date","ulb_id","officer_id","application_id","days_delayed","due_day_number","delay_band","is_open","application_type","previous_late_received","previous_held_received","previous_in_band_received") WHERE "turn_delays"."days_delayed" > 0;