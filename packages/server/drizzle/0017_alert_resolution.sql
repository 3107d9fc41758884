-- Issue 14 item 2: an alert is resolved by an officer who may see it, with a remark saying what was done.
ALTER TABLE "alerts" ADD COLUMN "resolved_by" integer;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "resolution_remark" text;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_resolved_by_officers_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."officers"("id") ON DELETE no action ON UPDATE no action;