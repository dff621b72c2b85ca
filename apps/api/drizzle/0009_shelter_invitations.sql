CREATE TABLE "shelter_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"shelter_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"role" varchar(20) DEFAULT 'miembro' NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"invited_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shelter_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "shelter_invitations" ADD CONSTRAINT "shelter_invitations_shelter_id_shelters_id_fk" FOREIGN KEY ("shelter_id") REFERENCES "public"."shelters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelter_invitations" ADD CONSTRAINT "shelter_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shelter_invitations_shelter_email_unique" ON "shelter_invitations" USING btree ("shelter_id",lower("email"));