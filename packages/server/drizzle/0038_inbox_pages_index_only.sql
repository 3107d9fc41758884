-- Issue 54 §1: a page anywhere in a tab is an index-only walk. The sort indexes end with the status and type that
-- the hidden statuses and filters test, and the page reads only their columns (the officer's action is read for the
-- page's ten rows): an OFFSET of 69,000 read each row's heap page, 144 ms at a million applications.
DROP INDEX "work_items_received_idx";--> statement-breakpoint
DROP INDEX "work_items_received_desc_idx";--> statement-breakpoint
DROP INDEX "work_items_assigned_idx";--> statement-breakpoint
DROP INDEX "work_items_assigned_desc_idx";--> statement-breakpoint
CREATE INDEX "work_items_received_idx" ON "work_items" USING btree ("officer_id","tab","received_date","application_id","status","application_type");--> statement-breakpoint
CREATE INDEX "work_items_received_desc_idx" ON "work_items" USING btree ("officer_id","tab","received_date" DESC NULLS FIRST,"application_id","status","application_type");--> statement-breakpoint
CREATE INDEX "work_items_assigned_idx" ON "work_items" USING btree ("officer_id","tab","assigned_date","received_date","application_id","status","application_type");--> statement-breakpoint
CREATE INDEX "work_items_assigned_desc_idx" ON "work_items" USING btree ("officer_id","tab","assigned_date" DESC NULLS FIRST,"received_date","application_id","status","application_type");--> statement-breakpoint
-- The visibility map those walks read is kept by autovacuum: here after 1% of the rows changed or were added, not
-- the default 20%, since every transition rewrites its file's rows.
ALTER TABLE "work_items" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01);
