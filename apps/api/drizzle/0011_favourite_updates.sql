CREATE TABLE "favourite_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"pet_id" integer NOT NULL,
	"from_state" varchar(20) NOT NULL,
	"to_state" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "favourite_update_mails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "favourite_updates" ADD CONSTRAINT "favourite_updates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_updates" ADD CONSTRAINT "favourite_updates_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favourite_updates_one_unread" ON "favourite_updates" USING btree ("user_id","pet_id") WHERE "favourite_updates"."read_at" is null;--> statement-breakpoint
CREATE INDEX "favourite_updates_user_idx" ON "favourite_updates" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "favourite_updates_pet_idx" ON "favourite_updates" USING btree ("pet_id");--> statement-breakpoint
CREATE INDEX "favourite_updates_mailed_idx" ON "favourite_updates" USING btree ("user_id","mailed_at") WHERE "favourite_updates"."mailed_at" is not null;