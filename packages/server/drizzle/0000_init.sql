CREATE TABLE "applicants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applicants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"applicant_type" text NOT NULL,
	"applicant_name" text NOT NULL,
	"relationship_type" text,
	"relationship_name" text,
	"aadhaar_number" text,
	"mobile" text NOT NULL,
	"email" text,
	"contact_address" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_identifier" text NOT NULL,
	"applicant_list_id" integer,
	"application_type" text NOT NULL,
	"approval_for" text NOT NULL,
	"status" text NOT NULL,
	"internal_status" text,
	"current_officer_level" text,
	"new_work_flow" boolean DEFAULT true NOT NULL,
	"old_work_flow" boolean DEFAULT false NOT NULL,
	"applicant_id" integer NOT NULL,
	"ulb_id" integer NOT NULL,
	"parent_application_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"applied_on" timestamp with time zone NOT NULL,
	"assigned_date" timestamp with time zone,
	"payment_completed_at" timestamp with time zone,
	"due_date" timestamp with time zone,
	"danger_date" timestamp with time zone,
	"deemed_date" timestamp with time zone,
	"deemed_due_date" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	"additional" boolean DEFAULT false NOT NULL,
	"revision" boolean DEFAULT false NOT NULL,
	"additional_type" text,
	"reference_application_type" text,
	"is_show_cause_raised" boolean DEFAULT false NOT NULL,
	"is_show_cause_raised_doc_upload" boolean DEFAULT false NOT NULL,
	"is_show_cause_seven_days_elapsed" boolean DEFAULT false NOT NULL,
	"is_fee_submitted" boolean DEFAULT false NOT NULL,
	"is_fee_change_detect" boolean DEFAULT false NOT NULL,
	"is_fee_changed" boolean DEFAULT false NOT NULL,
	"is_objected" boolean DEFAULT false NOT NULL,
	"is_deviation_submitted" boolean DEFAULT false NOT NULL,
	"is_deviation_updated" boolean DEFAULT false NOT NULL,
	"proceeding_is_submitted" boolean DEFAULT false NOT NULL,
	"is_correction" boolean DEFAULT false NOT NULL,
	"correction_status" text,
	"is_approve" boolean,
	"final_remark" text,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buildings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buildings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"purpose_of_building" text NOT NULL,
	"building_category" text,
	"no_of_floors" integer NOT NULL,
	"height_in_metres" double precision NOT NULL,
	"total_built_up_area" double precision NOT NULL,
	"floor_wise_built_up_area" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "buildings_applicationId_unique" UNIQUE("application_id")
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "properties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"plot_address" text NOT NULL,
	"village" text,
	"mandal" text,
	"survey_number" text,
	"geo_coordinates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"officer_geo_coordinates" jsonb,
	"market_value" double precision,
	"actual_plot_area" double precision NOT NULL,
	"plot_area_as_per_document" double precision NOT NULL,
	"net_plot_area" double precision NOT NULL,
	"front" jsonb NOT NULL,
	"rear" jsonb NOT NULL,
	"side1" jsonb NOT NULL,
	"side2" jsonb NOT NULL,
	"land_use" text,
	CONSTRAINT "properties_applicationId_unique" UNIQUE("application_id")
);
--> statement-breakpoint
CREATE TABLE "stage_officers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stage_officers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"stage_state_id" integer NOT NULL,
	"officer_id" integer NOT NULL,
	"officer_level" text NOT NULL,
	"action" text NOT NULL,
	"received_date" timestamp with time zone NOT NULL,
	"forwarded_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stage_states" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stage_states_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"name" text NOT NULL,
	"parent_stage_name" text,
	"sequence" integer NOT NULL,
	"status" text NOT NULL,
	"eligible_status" text,
	"due_days" integer NOT NULL,
	"received_date" timestamp with time zone NOT NULL,
	"due_date" timestamp with time zone NOT NULL,
	"submitted_date" timestamp with time zone,
	"completed_date" timestamp with time zone,
	"prev_start_date" timestamp with time zone,
	"prev_end_date" timestamp with time zone,
	"final_remark" text,
	"l1_remarks" text,
	"l2_remarks" text
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"occurred_at" timestamp with time zone NOT NULL,
	"actor_officer_id" integer,
	"actor_role" text,
	"actor_kind" text NOT NULL,
	"application_id" integer,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text,
	"remark" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "one_time_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"officer_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"attempt_started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"wrong_attempts" integer DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"close_reason" text
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"officer_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip_address" text,
	CONSTRAINT "sessions_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "authorities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "authorities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	CONSTRAINT "authorities_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "districts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"headquarters" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "districts_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "ulbs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ulbs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"district_id" integer NOT NULL,
	"authority_id" integer NOT NULL,
	"grade" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "officers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "officers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"mobile" text NOT NULL,
	"mobile_verified" boolean DEFAULT true NOT NULL,
	"role_id" integer NOT NULL,
	"ulb_id" integer,
	"district_id" integer,
	"authority_id" integer,
	"is_mandal_officer" boolean DEFAULT false NOT NULL,
	"mandal_name" text,
	"actions" text[] DEFAULT '{}' NOT NULL,
	"line_department" text,
	"zone" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "officers_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_ulb_id_ulbs_id_fk" FOREIGN KEY ("ulb_id") REFERENCES "public"."ulbs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_officers" ADD CONSTRAINT "stage_officers_stage_state_id_stage_states_id_fk" FOREIGN KEY ("stage_state_id") REFERENCES "public"."stage_states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_officers" ADD CONSTRAINT "stage_officers_officer_id_officers_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."officers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_states" ADD CONSTRAINT "stage_states_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_officer_id_officers_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."officers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_officer_id_officers_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."officers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ulbs" ADD CONSTRAINT "ulbs_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ulbs" ADD CONSTRAINT "ulbs_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "officers" ADD CONSTRAINT "officers_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "officers" ADD CONSTRAINT "officers_ulb_id_ulbs_id_fk" FOREIGN KEY ("ulb_id") REFERENCES "public"."ulbs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "officers" ADD CONSTRAINT "officers_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "officers" ADD CONSTRAINT "officers_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_identifier_unique" ON "applications" USING btree ("application_identifier");--> statement-breakpoint
CREATE INDEX "applications_ulb_status_idx" ON "applications" USING btree ("ulb_id","status");--> statement-breakpoint
CREATE INDEX "applications_applied_on_idx" ON "applications" USING btree ("applied_on");--> statement-breakpoint
CREATE INDEX "stage_officers_officer_idx" ON "stage_officers" USING btree ("officer_id","action");--> statement-breakpoint
CREATE INDEX "stage_officers_stage_idx" ON "stage_officers" USING btree ("stage_state_id");--> statement-breakpoint
CREATE INDEX "stage_states_application_idx" ON "stage_states" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "audit_events_application_idx" ON "audit_events" USING btree ("application_id","occurred_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_officer_idx" ON "one_time_codes" USING btree ("officer_id","purpose");--> statement-breakpoint
CREATE INDEX "sessions_officer_idx" ON "sessions" USING btree ("officer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ulbs_name_unique" ON "ulbs" USING btree ("name");