CREATE TABLE "application_fees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_fees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"inputs" jsonb NOT NULL,
	"calculated_breakup" jsonb NOT NULL,
	"calculated_at" timestamp with time zone NOT NULL,
	"updated_breakup" jsonb,
	"certified_by_officer_id" integer,
	"certified_at" timestamp with time zone,
	CONSTRAINT "application_fees_applicationId_unique" UNIQUE("application_id")
);
--> statement-breakpoint
CREATE TABLE "application_conditions" (
	"application_id" integer NOT NULL,
	"condition_id" integer NOT NULL,
	"checked_by_officer_id" integer NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "application_conditions_application_id_condition_id_pk" PRIMARY KEY("application_id","condition_id")
);
--> statement-breakpoint
CREATE TABLE "condition_submissions" (
	"application_id" integer NOT NULL,
	"type_of" text NOT NULL,
	"officer_id" integer NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "condition_submissions_application_id_type_of_pk" PRIMARY KEY("application_id","type_of")
);
--> statement-breakpoint
CREATE TABLE "conditions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conditions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type_of" text NOT NULL,
	"name" text NOT NULL,
	"is_system_created" boolean NOT NULL,
	"key" text,
	"application_id" integer,
	"created_by_officer_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_fees" ADD CONSTRAINT "application_fees_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_fees" ADD CONSTRAINT "application_fees_certified_by_officer_id_officers_id_fk" FOREIGN KEY ("certified_by_officer_id") REFERENCES "public"."officers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_conditions" ADD CONSTRAINT "application_conditions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_conditions" ADD CONSTRAINT "application_conditions_condition_id_conditions_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."conditions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_conditions" ADD CONSTRAINT "application_conditions_checked_by_officer_id_officers_id_fk" FOREIGN KEY ("checked_by_officer_id") REFERENCES "public"."officers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_submissions" ADD CONSTRAINT "condition_submissions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_submissions" ADD CONSTRAINT "condition_submissions_officer_id_officers_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."officers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conditions" ADD CONSTRAINT "conditions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conditions" ADD CONSTRAINT "conditions_created_by_officer_id_officers_id_fk" FOREIGN KEY ("created_by_officer_id") REFERENCES "public"."officers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conditions_key_unique" ON "conditions" USING btree ("key");--> statement-breakpoint
CREATE INDEX "conditions_application_idx" ON "conditions" USING btree ("application_id","type_of");