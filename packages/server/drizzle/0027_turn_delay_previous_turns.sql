ALTER TABLE "turn_delays" ADD COLUMN "previous_late_received" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "turn_delays" ADD COLUMN "previous_held_received" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "turn_delays" ADD COLUMN "previous_in_band_received" timestamp with time zone;--> statement-breakpoint
-- Issue 17: the chasing cell's period figures count distinct files from each late turn's previous turns instead
-- of grouping per file (530 ms at a million). Filled here for the turns an existing database holds, as
-- turn-delays.repository.ts keepPreviousTurns makes them (the delay bands of packages/domain DELAY_BANDS as they
-- are today); every write of a file's turns keeps them from then on.
UPDATE "turn_delays" t
SET "previous_late_received" = p.late, "previous_held_received" = p.held, "previous_in_band_received" = p.in_band
FROM (
  SELECT "turn_id",
    CASE WHEN "days_delayed" > 0 THEN lag("received_date") OVER late END AS late,
    CASE WHEN "is_open" AND "days_delayed" > 0 THEN lag("received_date") OVER held END AS held,
    CASE WHEN "days_delayed" > 0 THEN lag("received_date") OVER in_band END AS in_band
  FROM "turn_delays"
  WINDOW late AS (PARTITION BY "officer_id", "application_id", "days_delayed" > 0 ORDER BY "received_date", "turn_id"),
    held AS (PARTITION BY "officer_id", "application_id", "is_open" AND "days_delayed" > 0 ORDER BY "received_date", "turn_id"),
    in_band AS (PARTITION BY "application_id",
      CASE WHEN "days_delayed" BETWEEN 1 AND 3 THEN 1 WHEN "days_delayed" BETWEEN 4 AND 7 THEN 2
        WHEN "days_delayed" BETWEEN 8 AND 15 THEN 3 WHEN "days_delayed" BETWEEN 16 AND 30 THEN 4
        WHEN "days_delayed" >= 31 THEN 5 END
      ORDER BY "received_date", "turn_id")
) p
-- The columns are new (null): only the turns that have a previous one are written.
WHERE p."turn_id" = t."turn_id" AND (p.late IS NOT NULL OR p.held IS NOT NULL OR p.in_band IS NOT NULL);
