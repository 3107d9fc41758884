CREATE TABLE "media" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"s3_file_path" text NOT NULL,
	"content_type" text NOT NULL,
	"source" text NOT NULL,
	"officer_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "media_s3FilePath_unique" UNIQUE("s3_file_path")
);
--> statement-breakpoint
CREATE TABLE "deviations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deviations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"citizen_values" jsonb NOT NULL,
	"l1_values" jsonb,
	"l2_values" jsonb,
	"l3_values" jsonb,
	"is_building_constructed_on_stipulated_time" boolean,
	"proceeding_date" date,
	"completion_date" date,
	"no_days_deviated" integer,
	"total_built_up_area_as_on_ground" double precision,
	"is_deviation_updated" boolean DEFAULT false NOT NULL,
	"is_deviation_submitted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deviations_applicationId_unique" UNIQUE("application_id")
);
--> statement-breakpoint
CREATE TABLE "application_engineers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_engineers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"position" integer NOT NULL,
	"engineer_type" text NOT NULL,
	"name" text NOT NULL,
	"license_number" text NOT NULL,
	"mobile" text,
	"email" text,
	"address" text
);
--> statement-breakpoint
CREATE TABLE "application_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"app_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"vicinity" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"self_declaration" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deviation_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"insurance" jsonb,
	"layout" jsonb,
	CONSTRAINT "application_submissions_applicationId_unique" UNIQUE("application_id")
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_officer_id_officers_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."officers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deviations" ADD CONSTRAINT "deviations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_engineers" ADD CONSTRAINT "application_engineers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_submissions" ADD CONSTRAINT "application_submissions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_application_idx" ON "media" USING btree ("application_id","source");--> statement-breakpoint
CREATE INDEX "application_engineers_application_idx" ON "application_engineers" USING btree ("application_id","position");--> statement-breakpoint
CREATE INDEX "correction_requests_application_idx" ON "correction_requests" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "corrections_request_idx" ON "corrections" USING btree ("correction_request_id");