CREATE TABLE "feedback_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text,
	"contact" text,
	"category" text NOT NULL,
	"message" text NOT NULL,
	"language" text NOT NULL,
	"officer_id" integer,
	"ulb_id" integer,
	"authority_id" integer,
	"received_at" timestamp with time zone NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by_officer_id" integer,
	CONSTRAINT "feedback_items_message_length_check" CHECK (char_length("feedback_items"."message") between 1 and 2000),
	CONSTRAINT "feedback_items_handled_check" CHECK (("feedback_items"."handled_at" is null) = ("feedback_items"."handled_by_officer_id" is null))
);
--> statement-breakpoint
ALTER TABLE "feedback_items" ADD CONSTRAINT "feedback_items_officer_id_officers_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."officers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_items" ADD CONSTRAINT "feedback_items_ulb_id_ulbs_id_fk" FOREIGN KEY ("ulb_id") REFERENCES "public"."ulbs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_items" ADD CONSTRAINT "feedback_items_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_items" ADD CONSTRAINT "feedback_items_handled_by_officer_id_officers_id_fk" FOREIGN KEY ("handled_by_officer_id") REFERENCES "public"."officers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_items_received_idx" ON "feedback_items" USING btree ("received_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feedback_items_ulb_idx" ON "feedback_items" USING btree ("ulb_id","received_at" DESC NULLS LAST);