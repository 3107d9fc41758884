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
ALTER TABLE "note_drafts" ADD CONSTRAINT "note_drafts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;