-- The order by compatibility (migration 0023, decision 21) scores every
-- listed announcement on its traits: energy and needs_garden join the other
-- traits at the end of the list indexes, so that the scoring reads an index
-- alone instead of every announcement's row (a sequential scan of pets).
DROP INDEX "pets_listed_renewed_idx";--> statement-breakpoint
DROP INDEX "pets_listed_kind_renewed_idx";--> statement-breakpoint
DROP INDEX "pets_listed_name_idx";--> statement-breakpoint
DROP INDEX "pets_by_shelter_idx";--> statement-breakpoint
CREATE INDEX "pets_listed_renewed_idx" ON "pets" USING btree ("renewed_at","id","expires_at","state","kind","shelter_id","gender","size","birth","sterilized","good_with_children","good_with_dogs","good_with_cats","energy","needs_garden") WHERE "pets"."deleted_at" is null and "pets"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "pets_listed_kind_renewed_idx" ON "pets" USING btree ("kind","renewed_at","id","expires_at","state","shelter_id","gender","size","birth","sterilized","good_with_children","good_with_dogs","good_with_cats","energy","needs_garden") WHERE "pets"."deleted_at" is null and "pets"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "pets_listed_name_idx" ON "pets" USING btree (huella_fold("name"),"id","name","renewed_at","expires_at","state","kind","shelter_id","gender","size","birth","sterilized","good_with_children","good_with_dogs","good_with_cats","energy","needs_garden") WHERE "pets"."deleted_at" is null and "pets"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "pets_by_shelter_idx" ON "pets" USING btree ("shelter_id","renewed_at","id","state","expires_at","hidden_at","kind","gender","size","birth","sterilized","good_with_children","good_with_dogs","good_with_cats","energy","needs_garden") WHERE "pets"."deleted_at" is null;
