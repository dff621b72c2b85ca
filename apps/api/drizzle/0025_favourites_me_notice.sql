-- A favourite added or removed no longer sends 'me:<user id>' from a trigger
-- in its own transaction: the API sends it after the write, through the
-- batched notices of lib/realtime.ts (decision 22). PostgreSQL serializes the
-- commits of every transaction that sent a NOTIFY (it holds the notification
-- queue's lock until the commit is flushed), so under load each favourite
-- waited for the others' commits one by one: 2,600 such inserts a second on
-- the bench machine against 7,000 without the NOTIFY. The API is the only
-- writer of favourites; emptying the table still tells every process.
DROP TRIGGER "favourites_me_changed_on_write" ON "favourites";--> statement-breakpoint
DROP FUNCTION "huella_me_changed"();
