CREATE TABLE "sign_in_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_in_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"forgiven_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sign_in_guards" (
	"username" text PRIMARY KEY NOT NULL,
	"blocked_until" timestamp with time zone,
	"locked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sign_in_sms_sends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_in_sms_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"purpose" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "challenge_hash" text;--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD CONSTRAINT "sign_in_failures_username_sign_in_guards_username_fk" FOREIGN KEY ("username") REFERENCES "public"."sign_in_guards"("username") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_sms_sends" ADD CONSTRAINT "sign_in_sms_sends_username_sign_in_guards_username_fk" FOREIGN KEY ("username") REFERENCES "public"."sign_in_guards"("username") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_failures_username_idx" ON "sign_in_failures" USING btree ("username","occurred_at");--> statement-breakpoint
CREATE INDEX "sign_in_sms_sends_username_idx" ON "sign_in_sms_sends" USING btree ("username","sent_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_challenge_idx" ON "one_time_codes" USING btree ("challenge_hash");