ALTER TABLE "applications" ADD COLUMN "workflow_step" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "has_had_shortfall" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "is_fee_paid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "waiting_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stage_states" ADD COLUMN "stage_key" text;--> statement-breakpoint
ALTER TABLE "stage_states" ADD COLUMN "step" integer;--> statement-breakpoint
-- Databases seeded before this migration: the stage key follows from the stage name, the step from the order.
UPDATE "stage_states" SET "stage_key" = CASE
  WHEN "parent_stage_name" = 'LINE DEPARTMENT' THEN 'LINE_DEPARTMENT'
  WHEN "name" = 'LEVEL-1' THEN 'PRE_SCRUTINY'
  WHEN "name" = 'SITE VERIFICATION' THEN 'SITE'
  WHEN "name" = 'TITLE VERIFICATION' THEN 'TITLE'
  WHEN "name" = 'TECHNICAL VERIFICATION' THEN 'TECHNICAL'
  WHEN "name" = 'FEE_ADJUSTMENTS' THEN 'FEE_VERIFICATION'
  ELSE 'DECISION' END,
  "step" = "sequence";--> statement-breakpoint
ALTER TABLE "stage_states" ALTER COLUMN "stage_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stage_states" ALTER COLUMN "step" SET NOT NULL;