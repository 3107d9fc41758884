ALTER TABLE "one_time_codes" ADD COLUMN "challenge_hash" text;--> statement-breakpoint
CREATE INDEX "one_time_codes_challenge_idx" ON "one_time_codes" USING btree ("challenge_hash");