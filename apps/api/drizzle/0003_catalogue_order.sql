-- "Most recent" means most recently put on the list: renewed_at is set at
-- publication and moved by each renewal, so it is never empty, and an
-- announcement expires at most 90 days (2160 hours) after it.
-- huella_fold folds case and accents ("Ágata" sorts as "agata") as an
-- immutable function, so that an index can hold it (unaccent itself is only
-- stable because its dictionary could change; ours is fixed).
CREATE FUNCTION huella_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN public.unaccent('public.unaccent'::regdictionary, lower($1));--> statement-breakpoint
UPDATE "pets" SET "renewed_at" = "published_at" WHERE "renewed_at" IS NULL;--> statement-breakpoint
DROP INDEX "pets_public_list_idx";--> statement-breakpoint
DROP INDEX "pets_shelter_idx";--> statement-breakpoint
DROP INDEX "pets_kind_idx";--> statement-breakpoint
DROP INDEX "shelters_city_idx";--> statement-breakpoint
ALTER TABLE "pets" ALTER COLUMN "renewed_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "pets" ALTER COLUMN "renewed_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "pets_listed_renewed_idx" ON "pets" USING btree ("renewed_at","id","expires_at","state","kind","shelter_id") WHERE "pets"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "pets_listed_kind_renewed_idx" ON "pets" USING btree ("kind","renewed_at","id") WHERE "pets"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "pets_listed_name_idx" ON "pets" USING btree (huella_fold("name"),"id") WHERE "pets"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "pets_shelter_renewed_idx" ON "pets" USING btree ("shelter_id","renewed_at","id");--> statement-breakpoint
CREATE INDEX "shelters_city_idx" ON "shelters" USING btree (huella_fold("city"));--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_expiry_within_lifetime" CHECK ("pets"."expires_at" <= "pets"."renewed_at" + interval '2160 hours');