CREATE TABLE "saved_search_alerts" (
	"search_id" integer NOT NULL,
	"pet_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_alerts_search_id_pet_id_pk" PRIMARY KEY("search_id","pet_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"filters" jsonb NOT NULL,
	"frequency" varchar(10) DEFAULT 'diaria' NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"unsubscribe_token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_frequency_check" CHECK ("saved_searches"."frequency" in ('inmediata', 'diaria', 'semanal'))
);
--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_search_id_saved_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_alerts_pet_idx" ON "saved_search_alerts" USING btree ("pet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_filters_unique" ON "saved_searches" USING btree ("user_id","filters");--> statement-breakpoint
CREATE INDEX "saved_searches_user_created_idx" ON "saved_searches" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_unsubscribe_unique" ON "saved_searches" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "saved_searches_due_idx" ON "saved_searches" USING btree ("frequency","last_checked_at","id") WHERE "saved_searches"."paused" = false;