-- Issue 17: the inbox's search among one officer's files. btree_gin lets a GIN index hold the officer beside the
-- trigrams, so a search reads no more than that officer's entries (it read every file of the state that shared a
-- trigram: 75-80 ms at a million applications). Both extensions are trusted: the database owner may create them.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "work_items_identifier_trgm_idx";--> statement-breakpoint
DROP INDEX "work_items_applicant_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "work_items_officer_identifier_trgm_idx" ON "work_items" USING gin ("officer_id","application_identifier" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "work_items_officer_applicant_name_trgm_idx" ON "work_items" USING gin ("officer_id","applicant_name" gin_trgm_ops);