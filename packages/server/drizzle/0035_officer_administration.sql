CREATE TABLE "leave_hand_overs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leave_hand_overs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"leave_id" integer NOT NULL,
	"stage_officer_id" integer NOT NULL,
	"from_officer_id" integer NOT NULL,
	"to_officer_id" integer NOT NULL,
	"handed_at" timestamp with time zone NOT NULL,
	"returned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "officer_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "officer_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"holder_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"ulb_id" integer,
	"district_id" integer,
	"authority_id" integer,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text NOT NULL,
	"leave_id" integer,
	"created_by_officer_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "officer_charges_dates_check" CHECK ("officer_charges"."from_date" <= "officer_charges"."to_date")
);
--> statement-breakpoint
CREATE TABLE "officer_leaves" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "officer_leaves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"officer_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text NOT NULL,
	"charge_holder_id" integer,
	"created_by_officer_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"handed_over_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	CONSTRAINT "officer_leaves_dates_check" CHECK ("officer_leaves"."from_date" <= "officer_leaves"."to_date")
);
--> statement-breakpoint
ALTER TABLE "officer_turns" ADD COLUMN "officer_id" integer;--> statement-breakpoint
ALTER TABLE "officers" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "officers" ADD COLUMN "deactivation_reason" text;--> statement-breakpoint
ALTER TABLE "leave_hand_overs" ADD CONSTRAINT "leave_hand_overs_leave_id_officer_leaves_id_fk" FOREIGN KEY ("leave_id") REFERENCES "public"."officer_leaves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_hand_overs" ADD CONSTRAINT "leave_hand_overs_stage_officer_id_stage_officers_id_fk" FOREIGN KEY ("stage_officer_id") REFERENCES "public"."stage_officers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_hand_overs" ADD CONSTRAINT "leave_hand_overs_from_officer_id_officers_id_fk" FOREIGN KEY ("from_officer_id") REFERENCES "public"."officers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_hand_overs" ADD CONSTRAINT "leave_hand_overs_to_officer_id_officers_id_fk" FOREIGN KEY ("to_officer_id") REFERENCES "public"."officers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "officer_charges" ADD CONSTRAINT "officer_charges_holder_id_officers_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."officers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "officer_charges" ADD CONSTRAINT "officer_charges_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "officer_charges" ADD CONSTRAINT "officer_charges_ulb_id_ulbs_id_fk" FOREIGN KEY ("ulb_id") REFERENCES "public"."ulbs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "officer_charges" ADD CONSTRAINT "officer_charges_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "officer_charges" ADD CONSTRAINT "officer_charges_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "officer_charges" ADD CONSTRAINT "officer_charges_leave_id_officer_leaves_id_fk" FOREIGN KEY ("leave_id") REFERENCES "public"."officer_leaves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "officer_charges" ADD CONSTRAINT "officer_charges_created_by_officer_id_officers_id_fk" FOREIGN KEY ("created_by_officer_id") REFERENCES "public"."officers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "officer_leaves" ADD CONSTRAINT "officer_leaves_officer_id_officers_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."officers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "officer_leaves" ADD CONSTRAINT "officer_leaves_charge_holder_id_officers_id_fk" FOREIGN KEY ("charge_holder_id") REFERENCES "public"."officers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "officer_leaves" ADD CONSTRAINT "officer_leaves_created_by_officer_id_officers_id_fk" FOREIGN KEY ("created_by_officer_id") REFERENCES "public"."officers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_hand_overs_leave_idx" ON "leave_hand_overs" USING btree ("leave_id");--> statement-breakpoint
CREATE INDEX "officer_charges_holder_idx" ON "officer_charges" USING btree ("holder_id");--> statement-breakpoint
CREATE INDEX "officer_charges_ulb_idx" ON "officer_charges" USING btree ("ulb_id","to_date");--> statement-breakpoint
CREATE INDEX "officer_leaves_officer_idx" ON "officer_leaves" USING btree ("officer_id","to_date");--> statement-breakpoint
ALTER TABLE "officer_turns" ADD CONSTRAINT "officer_turns_officer_id_officers_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."officers"("id") ON DELETE no action ON UPDATE no action;