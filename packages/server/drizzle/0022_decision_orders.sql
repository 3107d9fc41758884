-- Issue 16 item 5: the orders decisions issue (their PDFs are in the storage adapter).
CREATE TABLE "decision_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "decision_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"application_id" integer NOT NULL,
	"application_version" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_by_officer_id" integer
);
--> statement-breakpoint
ALTER TABLE "decision_orders" ADD CONSTRAINT "decision_orders_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_orders" ADD CONSTRAINT "decision_orders_issued_by_officer_id_officers_id_fk" FOREIGN KEY ("issued_by_officer_id") REFERENCES "public"."officers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "decision_orders_number_unique" ON "decision_orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "decision_orders_transition_unique" ON "decision_orders" USING btree ("application_id","application_version");