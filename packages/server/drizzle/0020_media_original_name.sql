-- Issue 15 item 5: the name of the file the officer chose, sanitised, kept with the document to show it by.
ALTER TABLE "media" ADD COLUMN "original_name" text;