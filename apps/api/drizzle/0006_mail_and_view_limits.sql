CREATE TABLE "chat_mail_recipients" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"last_mailed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pet_view_days" (
	"pet_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pet_view_days_pet_id_day_pk" PRIMARY KEY("pet_id","day")
);
--> statement-breakpoint
ALTER TABLE "chat_mail_recipients" ADD CONSTRAINT "chat_mail_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_view_days" ADD CONSTRAINT "pet_view_days_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pet_views_day_idx" ON "pet_views" USING btree ("day");--> statement-breakpoint
-- Each reader's latest "new message" mail, from the per-conversation times it replaces.
INSERT INTO "chat_mail_recipients" ("user_id", "last_mailed_at")
  SELECT "user_id", max("last_mailed_at") FROM "conversation_reads"
  WHERE "last_mailed_at" IS NOT NULL GROUP BY "user_id";--> statement-breakpoint
ALTER TABLE "conversation_reads" DROP COLUMN "last_mailed_at";--> statement-breakpoint
-- The views counted so far, per animal and day; then only today's and
-- yesterday's visitors are kept (the running job prunes the rest from now on).
INSERT INTO "pet_view_days" ("pet_id", "day", "views")
  SELECT "pet_id", "day", count(*) FROM "pet_views" GROUP BY "pet_id", "day";--> statement-breakpoint
DELETE FROM "pet_views" WHERE "day" < (now() AT TIME ZONE 'UTC')::date - 1;