CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "note_drafts" (
	"officer_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"comment" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "note_drafts_officer_id_application_id_pk" PRIMARY KEY("officer_id","application_id")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "note_drafts" ADD CONSTRAINT "note_drafts_officer_id_officers_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."officers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_drafts" ADD CONSTRAINT "note_drafts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_ends_idx" ON "rate_limit_counters" USING btree ("window_ends_at");