CREATE TABLE "form_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"stage_officer_id" integer NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"old_data" jsonb,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "form_answers_stageOfficerId_unique" UNIQUE("stage_officer_id")
);
--> statement-breakpoint
ALTER TABLE "form_answers" ADD CONSTRAINT "form_answers_stage_officer_id_stage_officers_id_fk" FOREIGN KEY ("stage_officer_id") REFERENCES "public"."stage_officers"("id") ON DELETE no action ON UPDATE no action;