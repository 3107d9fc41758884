CREATE TABLE "report_counts" (
	"month" text NOT NULL,
	"ulb_id" integer NOT NULL,
	"application_type" text NOT NULL,
	"status" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_counts_month_ulb_id_application_type_status_pk" PRIMARY KEY("month","ulb_id","application_type","status")
);
--> statement-breakpoint
ALTER TABLE "report_counts" ADD CONSTRAINT "report_counts_ulb_id_ulbs_id_fk" FOREIGN KEY ("ulb_id") REFERENCES "public"."ulbs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Backfill: a database that already holds applications starts with their counts (hand-written, like 0001's trigger).
INSERT INTO "report_counts" ("month", "ulb_id", "application_type", "status", "count")
SELECT to_char("applied_on" at time zone 'Asia/Kolkata', 'YYYY-MM'), "ulb_id", "application_type", "status", count(*)::int
FROM "applications" WHERE "status" <> 'DRAFT'
GROUP BY 1, 2, 3, 4;
