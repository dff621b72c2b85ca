-- Anuncios (a member's announcements, expired ones included): the page's ids
-- in renewal order, the tabs (state, expiry) and the four counters read one
-- index instead of a row per announcement. At 100,000 animals, for a member
-- of shelters with 3,700 announcements, a page went from 20 ms to 1.9 ms and
-- the counters from 15 ms to 0.8 ms (each announcement was on its own heap
-- page). See docs/decisions/0012-catalogue-engine.md.
CREATE INDEX "pets_managed_idx" ON "pets" USING btree ("shelter_id","renewed_at","id","state","expires_at") WHERE "pets"."deleted_at" is null;
