CREATE TABLE "correction_assignees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "correction_assignees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"correction_request_id" integer NOT NULL,
	"officer_id" integer NOT NULL,
	"step" text NOT NULL,
	"is_approve" boolean,
	"remark" text,
	"received_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "correction_assignees" ADD CONSTRAINT "correction_assignees_correction_request_id_correction_requests_id_fk" FOREIGN KEY ("correction_request_id") REFERENCES "public"."correction_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correction_assignees" ADD CONSTRAINT "correction_assignees_officer_id_officers_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."officers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "correction_assignees_officer_idx" ON "correction_assignees" USING btree ("officer_id","step","completed_at");--> statement-breakpoint
CREATE INDEX "correction_assignees_request_idx" ON "correction_assignees" USING btree ("correction_request_id");