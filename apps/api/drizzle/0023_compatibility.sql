CREATE TABLE "adopter_questionnaires" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"home_type" varchar(10) NOT NULL,
	"has_garden" boolean NOT NULL,
	"hours_alone" integer NOT NULL,
	"children_ages" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"has_dogs" boolean NOT NULL,
	"has_cats" boolean NOT NULL,
	"other_animals" text DEFAULT '' NOT NULL,
	"experience" varchar(10) NOT NULL,
	"activity" varchar(10) NOT NULL,
	"sizes" varchar(10)[] DEFAULT '{}'::varchar[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adopter_questionnaires_experience_check" CHECK ("adopter_questionnaires"."experience" in ('ninguna', 'alguna', 'mucha')),
	CONSTRAINT "adopter_questionnaires_activity_check" CHECK ("adopter_questionnaires"."activity" in ('tranquila', 'moderada', 'activa'))
);
--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "energy" varchar(5);--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "needs_garden" boolean;--> statement-breakpoint
ALTER TABLE "adopter_questionnaires" ADD CONSTRAINT "adopter_questionnaires_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;