CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"actor_email" varchar(254) NOT NULL,
	"action" varchar(60) NOT NULL,
	"target_type" varchar(30) NOT NULL,
	"target_id" integer NOT NULL,
	"target_label" varchar(200) DEFAULT '' NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reason" varchar(2000) DEFAULT '' NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shelter_application_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"author_id" integer,
	"author_side" varchar(12) NOT NULL,
	"message" varchar(2000) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shelter_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"state" varchar(20) DEFAULT 'enviada' NOT NULL,
	"name" varchar(150) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"tax_id" varchar(9) DEFAULT '' NOT NULL,
	"registry_number" varchar(50) DEFAULT '' NOT NULL,
	"address" varchar(200) NOT NULL,
	"city" varchar(100) NOT NULL,
	"province" varchar(40) NOT NULL,
	"postcode" varchar(10) DEFAULT '' NOT NULL,
	"phone" varchar(30) NOT NULL,
	"email" varchar(254) NOT NULL,
	"web" varchar(200) DEFAULT '' NOT NULL,
	"facebook" varchar(200) DEFAULT '' NOT NULL,
	"instagram" varchar(200) DEFAULT '' NOT NULL,
	"message" varchar(2000) DEFAULT '' NOT NULL,
	"shelter_id" integer,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "pets_listed_renewed_idx";--> statement-breakpoint
DROP INDEX "pets_listed_kind_renewed_idx";--> statement-breakpoint
DROP INDEX "pets_listed_name_idx";--> statement-breakpoint
ALTER TABLE "pet_reports" ADD COLUMN "reporter_email" varchar(254) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pet_reports" ADD COLUMN "resolution" varchar(2000) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pet_reports" ADD COLUMN "hid_pet" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "hidden_reason" varchar(2000) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "adopted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shelters" ADD COLUMN "province" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shelters" ADD COLUMN "postcode" varchar(10) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shelters" ADD COLUMN "tax_id" varchar(9) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shelters" ADD COLUMN "registry_number" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shelters" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shelters" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shelters" ADD COLUMN "suspension_reason" varchar(2000) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivation_reason" varchar(2000) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shelter_application_events" ADD CONSTRAINT "shelter_application_events_application_id_shelter_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."shelter_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelter_application_events" ADD CONSTRAINT "shelter_application_events_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelter_applications" ADD CONSTRAINT "shelter_applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelter_applications" ADD CONSTRAINT "shelter_applications_shelter_id_shelters_id_fk" FOREIGN KEY ("shelter_id") REFERENCES "public"."shelters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelter_applications" ADD CONSTRAINT "shelter_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "shelter_application_events_app_idx" ON "shelter_application_events" USING btree ("application_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shelter_applications_one_open_per_user" ON "shelter_applications" USING btree ("applicant_id") WHERE "shelter_applications"."state" in ('enviada', 'en_revision', 'info_solicitada');--> statement-breakpoint
CREATE INDEX "shelter_applications_state_idx" ON "shelter_applications" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "pets_listed_renewed_idx" ON "pets" USING btree ("renewed_at","id","expires_at","state","kind","shelter_id") WHERE "pets"."deleted_at" is null and "pets"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "pets_listed_kind_renewed_idx" ON "pets" USING btree ("kind","renewed_at","id") WHERE "pets"."deleted_at" is null and "pets"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "pets_listed_name_idx" ON "pets" USING btree (huella_fold("name"),"id") WHERE "pets"."deleted_at" is null and "pets"."hidden_at" is null;--> statement-breakpoint
-- Verified shelters were verified when they were made (the demo data and staff's hand).
UPDATE "shelters" SET "verified_at" = "created_at" WHERE "verified";--> statement-breakpoint
-- adopted_at follows the state, whoever changes it: set when an animal becomes
-- adoptada, cleared when it goes back. The dashboard's adoptions per month and
-- days from publication to adoption read it.
CREATE FUNCTION huella_pets_adopted_at() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.state = 'adoptada' AND (TG_OP = 'INSERT' OR OLD.state IS DISTINCT FROM 'adoptada') THEN
    NEW.adopted_at := coalesce(NEW.adopted_at, now());
  ELSIF NEW.state <> 'adoptada' THEN
    NEW.adopted_at := NULL;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER pets_adopted_at BEFORE INSERT OR UPDATE OF state ON "pets"
  FOR EACH ROW EXECUTE FUNCTION huella_pets_adopted_at();--> statement-breakpoint
UPDATE "pets" SET "adopted_at" = "updated_at" WHERE "state" = 'adoptada';--> statement-breakpoint
-- The audit log is append-only: nothing changes or removes a record once written.
CREATE FUNCTION huella_audit_log_append_only() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION huella_audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION huella_audit_log_append_only();
