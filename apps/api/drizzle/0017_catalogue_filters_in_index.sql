-- The public lists' filters (sex, size, birth date for the age bands,
-- sterilized, good with children, dogs, cats) join the columns of the
-- renewal-date and name indexes, so that a filtered list's page (its ids, at
-- any depth) and its count read an index alone instead of the announcements'
-- rows: at 100,000 animals a filtered count went from a scan of the table
-- (about 80 MB) to one of the index (about 9 MB), page 40 by name from 19 ms
-- to 1.5 ms. The name index carries the name itself too: PostgreSQL reads an
-- expression index alone only when the columns in the expression are in it.
-- The next expiry of a visible announcement (the catalogue cache's horizon,
-- read after every change of the catalogue) becomes the first entry of an
-- index on the expiry instead of a walk of 70,000 entries (70–160 ms to 1 ms).
-- See docs/decisions/0012-catalogue-engine.md.
DROP INDEX "pets_listed_renewed_idx";--> statement-breakpoint
CREATE INDEX "pets_listed_renewed_idx" ON "pets" USING btree ("renewed_at","id","expires_at","state","kind","shelter_id","gender","size","birth","sterilized","good_with_children","good_with_dogs","good_with_cats") WHERE "pets"."deleted_at" is null and "pets"."hidden_at" is null;--> statement-breakpoint
DROP INDEX "pets_listed_name_idx";--> statement-breakpoint
CREATE INDEX "pets_listed_name_idx" ON "pets" USING btree (huella_fold("name"),"id","name","renewed_at","expires_at","state","kind","shelter_id","gender","size","birth","sterilized","good_with_children","good_with_dogs","good_with_cats") WHERE "pets"."deleted_at" is null and "pets"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "pets_visible_expiry_idx" ON "pets" USING btree ("expires_at") WHERE "pets"."deleted_at" is null and "pets"."hidden_at" is null;