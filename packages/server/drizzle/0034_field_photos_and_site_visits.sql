CREATE TABLE "field_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "field_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"officer_id" integer NOT NULL,
	"question_id" text,
	"s3_file_path" text NOT NULL,
	"file_name" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy_metres" double precision,
	"captured_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"distance_metres" double precision,
	"flag" text,
	CONSTRAINT "field_photos_s3FilePath_unique" UNIQUE("s3_file_path")
);
--> statement-breakpoint
CREATE TABLE "site_visits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"officer_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy_metres" double precision,
	"captured_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"distance_metres" double precision,
	"flag" text
);
--> statement-breakpoint
ALTER TABLE "field_photos" ADD CONSTRAINT "field_photos_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_photos" ADD CONSTRAINT "field_photos_officer_id_officers_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."officers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_officer_id_officers_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."officers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "field_photos_application_idx" ON "field_photos" USING btree ("application_id","received_at");--> statement-breakpoint
CREATE INDEX "site_visits_application_idx" ON "site_visits" USING btree ("application_id","received_at");