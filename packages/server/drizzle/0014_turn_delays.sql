CREATE TABLE "held_past_due_counts" (
	"ulb_id" integer NOT NULL,
	"application_type" text NOT NULL,
	"files" integer DEFAULT 0 NOT NULL,
	"turns" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "held_past_due_counts_ulb_id_application_type_pk" PRIMARY KEY("ulb_id","application_type")
);
--> statement-breakpoint
CREATE TABLE "turn_delays" (
	"turn_id" integer PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"ulb_id" integer NOT NULL,
	"application_type" text NOT NULL,
	"officer_id" integer NOT NULL,
	"stage_key" text NOT NULL,
	"stage_name" text NOT NULL,
	"action" text NOT NULL,
	"received_date" timestamp with time zone NOT NULL,
	"forwarded_date" timestamp with time zone,
	"due_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"is_open" boolean NOT NULL,
	"days_delayed" integer NOT NULL,
	"days_taken" integer,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "turn_delays" ADD CONSTRAINT "turn_delays_turn_id_stage_officers_id_fk" FOREIGN KEY ("turn_id") REFERENCES "public"."stage_officers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "turn_delays_application_idx" ON "turn_delays" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "turn_delays_held_idx" ON "turn_delays" USING btree ("days_delayed" DESC NULLS LAST,"turn_id","application_id","ulb_id","application_type") WHERE "turn_delays"."is_open" and "turn_delays"."days_delayed" > 0;--> statement-breakpoint
CREATE INDEX "turn_delays_late_idx" ON "turn_delays" USING btree ("received_date","ulb_id","officer_id","application_id","days_delayed","is_open","application_type") WHERE "turn_delays"."days_delayed" > 0;--> statement-breakpoint
CREATE INDEX "turn_delays_open_due_idx" ON "turn_delays" USING btree ("due_at") WHERE "turn_delays"."is_open";