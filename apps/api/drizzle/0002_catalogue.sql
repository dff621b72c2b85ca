CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"pet_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_pet_id_pk" PRIMARY KEY("user_id","pet_id")
);
--> statement-breakpoint
CREATE TABLE "pet_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"pet_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pet_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"pet_id" integer NOT NULL,
	"user_id" integer,
	"reason" varchar(40) NOT NULL,
	"message" varchar(1000) DEFAULT '' NOT NULL,
	"status" varchar(20) DEFAULT 'abierta' NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer
);
--> statement-breakpoint
CREATE TABLE "pet_views" (
	"pet_id" integer NOT NULL,
	"visitor" varchar(64) NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "pet_views_pet_id_visitor_day_pk" PRIMARY KEY("pet_id","visitor","day")
);
--> statement-breakpoint
CREATE TABLE "pets" (
	"id" serial PRIMARY KEY NOT NULL,
	"shelter_id" integer NOT NULL,
	"name" varchar(150) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"gender" varchar(10) DEFAULT 'macho' NOT NULL,
	"race" varchar(100) DEFAULT '' NOT NULL,
	"birth" date,
	"description" text DEFAULT 'Sin descripción' NOT NULL,
	"state" varchar(20) DEFAULT 'en_adopcion' NOT NULL,
	"sterilized" boolean DEFAULT false NOT NULL,
	"sickness" text DEFAULT '' NOT NULL,
	"size" varchar(10),
	"microchipped" boolean DEFAULT false NOT NULL,
	"chip_number" varchar(30),
	"vaccinated" boolean DEFAULT false NOT NULL,
	"good_with_children" boolean,
	"good_with_dogs" boolean,
	"good_with_cats" boolean,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"renewed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('huella_es', coalesce(name, '')), 'A') || setweight(to_tsvector('huella_es', coalesce(race, '') || ' ' || kind), 'B') || setweight(to_tsvector('huella_es', coalesce(description, '')), 'C')) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_photos" ADD CONSTRAINT "pet_photos_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_reports" ADD CONSTRAINT "pet_reports_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_reports" ADD CONSTRAINT "pet_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_reports" ADD CONSTRAINT "pet_reports_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_views" ADD CONSTRAINT "pet_views_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_shelter_id_shelters_id_fk" FOREIGN KEY ("shelter_id") REFERENCES "public"."shelters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourites_pet_idx" ON "favourites" USING btree ("pet_id");--> statement-breakpoint
CREATE INDEX "pet_photos_pet_position_idx" ON "pet_photos" USING btree ("pet_id","position");--> statement-breakpoint
CREATE INDEX "pet_reports_pet_idx" ON "pet_reports" USING btree ("pet_id");--> statement-breakpoint
CREATE INDEX "pet_reports_status_idx" ON "pet_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "pets_search_idx" ON "pets" USING gin ("search");--> statement-breakpoint
CREATE INDEX "pets_public_list_idx" ON "pets" USING btree ("state","expires_at","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pets_shelter_idx" ON "pets" USING btree ("shelter_id");--> statement-breakpoint
CREATE INDEX "pets_kind_idx" ON "pets" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "pets_name_trgm_idx" ON "pets" USING gin ("name" gin_trgm_ops);