-- Issue 17: the inbox's read model (work_items, work_item_counts), searched through trigram indexes; an existing
-- database's rows are made at the next start (rebuildWorkItems, from the rules in packages/domain). And the chasing
-- cell's day-17 alert as a range of running files by the day their decision clock started.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "work_item_counts" (
	"officer_id" integer NOT NULL,
	"tab" text NOT NULL,
	"status" text NOT NULL,
	"application_type" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "work_item_counts_officer_id_tab_status_application_type_pk" PRIMARY KEY("officer_id","tab","status","application_type")
);
--> statement-breakpoint
CREATE TABLE "work_items" (
	"application_id" integer NOT NULL,
	"officer_id" integer NOT NULL,
	"tab" text NOT NULL,
	"received_date" timestamp with time zone NOT NULL,
	"officer_action" text NOT NULL,
	"status" text NOT NULL,
	"application_type" text NOT NULL,
	"assigned_date" timestamp with time zone,
	"due_date" timestamp with time zone,
	"application_identifier" text NOT NULL,
	"applicant_name" text NOT NULL,
	CONSTRAINT "work_items_application_id_officer_id_tab_pk" PRIMARY KEY("application_id","officer_id","tab")
);
--> statement-breakpoint
CREATE INDEX "work_items_received_idx" ON "work_items" USING btree ("officer_id","tab","received_date","application_id");--> statement-breakpoint
CREATE INDEX "work_items_received_desc_idx" ON "work_items" USING btree ("officer_id","tab","received_date" DESC NULLS FIRST,"application_id");--> statement-breakpoint
CREATE INDEX "work_items_assigned_idx" ON "work_items" USING btree ("officer_id","tab","assigned_date","received_date","application_id");--> statement-breakpoint
CREATE INDEX "work_items_assigned_desc_idx" ON "work_items" USING btree ("officer_id","tab","assigned_date" DESC NULLS FIRST,"received_date","application_id");--> statement-breakpoint
CREATE INDEX "work_items_due_idx" ON "work_items" USING btree ("officer_id","tab","due_date");--> statement-breakpoint
CREATE INDEX "work_items_identifier_trgm_idx" ON "work_items" USING gin ("application_identifier" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "work_items_applicant_name_trgm_idx" ON "work_items" USING gin ("applicant_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_decision_clock_idx" ON "applications" USING btree ((("applied_on" at time zone 'Asia/Kolkata')::date + floor("clock_paused_ms" / 86400000.0)::int),"id") WHERE (("applications"."application_type" = 'SINGLE WINDOW' and "applications"."approval_for" = 'BUILDING') or ("applications"."application_type" = 'SINGLE WINDOW' and "applications"."approval_for" = 'LAYOUT') or ("applications"."application_type" = 'SINGLE WINDOW' and "applications"."approval_for" = 'FINAL_LAYOUT')) and "applications"."status" not in ('ACCEPTED', 'REJECTED', 'REVOKED', 'CLOSED', 'EXPIRED', 'DEEMED', 'FINAL_DEEMED', 'SHORTFALL', 'MORTGAGE_SHORTFALL', 'DRAWING_SHORTFALL', 'SHOW_CAUSE_RAISED', 'PAYMENT_INTIATED', 'DRAFT');