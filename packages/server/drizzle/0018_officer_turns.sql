CREATE TABLE "officer_turns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "officer_turns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"stage_officer_id" integer NOT NULL,
	"received_date" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"forwarded_date" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "turn_delays" DROP CONSTRAINT "turn_delays_turn_id_stage_officers_id_fk";
--> statement-breakpoint
ALTER TABLE "stage_officers" ADD COLUMN "has_turn_records" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "officer_turns" ADD CONSTRAINT "officer_turns_stage_officer_id_stage_officers_id_fk" FOREIGN KEY ("stage_officer_id") REFERENCES "public"."stage_officers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "officer_turns_stage_officer_idx" ON "officer_turns" USING btree ("stage_officer_id");--> statement-breakpoint
CREATE INDEX "officer_turns_open_idx" ON "officer_turns" USING btree ("stage_officer_id") WHERE "officer_turns"."ended_at" is null;--> statement-breakpoint
-- Issue 14: the read model's rows are now officer turns (officer_turns), no longer stage levels. It is emptied
-- here; the deadline scheduler's next run (or rebuildTurnDelays, or the next transition of a file) records each
-- existing level's one turn from its row (officer-delay.ts unrecordedTurn) and computes the rows again.
DELETE FROM "turn_delays";--> statement-breakpoint
DELETE FROM "held_past_due_counts";--> statement-breakpoint
ALTER TABLE "turn_delays" ADD CONSTRAINT "turn_delays_turn_id_officer_turns_id_fk" FOREIGN KEY ("turn_id") REFERENCES "public"."officer_turns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stage_officers_turns_unrecorded_idx" ON "stage_officers" USING btree ("id") WHERE not "stage_officers"."has_turn_records";