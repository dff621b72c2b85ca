CREATE TABLE "mail_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" varchar(320) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"message" jsonb NOT NULL,
	"state" varchar(12) DEFAULT 'pendiente' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" varchar(1000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_jobs_state_check" CHECK ("mail_jobs"."state" in ('pendiente', 'enviado', 'fallido'))
);
--> statement-breakpoint
CREATE INDEX "mail_jobs_due_idx" ON "mail_jobs" USING btree ("run_at","id") WHERE "mail_jobs"."state" = 'pendiente';--> statement-breakpoint
CREATE INDEX "mail_jobs_state_idx" ON "mail_jobs" USING btree ("state","created_at");--> statement-breakpoint
-- Every API process's mail worker (lib/mail-queue.ts) is woken when mail is
-- queued, by whichever process or script queued it: 'mail' on the live-update
-- channel, once per transaction (PostgreSQL folds identical notifications).
CREATE FUNCTION huella_mail_queued() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_notify('huella_realtime', 'mail');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER mail_jobs_queued
  AFTER INSERT ON "mail_jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION huella_mail_queued();
