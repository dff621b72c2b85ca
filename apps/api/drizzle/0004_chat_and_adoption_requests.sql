CREATE TABLE "adoption_request_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"from_state" varchar(20),
	"to_state" varchar(20) NOT NULL,
	"author_id" integer,
	"author_side" varchar(10),
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "adoption_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"pet_id" integer NOT NULL,
	"shelter_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"conversation_id" integer NOT NULL,
	"state" varchar(20) DEFAULT 'pendiente' NOT NULL,
	"home_type" varchar(10) NOT NULL,
	"has_garden" boolean NOT NULL,
	"home_tenure" varchar(10) NOT NULL,
	"landlord_allows_pets" boolean,
	"adults" integer NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"children_ages" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"other_animals" text DEFAULT '' NOT NULL,
	"experience" text NOT NULL,
	"hours_alone" integer NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender_id" integer,
	"side" varchar(10) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_presence" (
	"user_id" integer NOT NULL,
	"instance" varchar(64) NOT NULL,
	"connections" integer DEFAULT 0 NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_presence_user_id_instance_pk" PRIMARY KEY("user_id","instance")
);
--> statement-breakpoint
CREATE TABLE "conversation_reads" (
	"conversation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_read_message_id" integer DEFAULT 0 NOT NULL,
	"last_mailed_at" timestamp with time zone,
	CONSTRAINT "conversation_reads_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"adopter_id" integer NOT NULL,
	"shelter_id" integer NOT NULL,
	"pet_id" integer NOT NULL,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "adoption_request_events" ADD CONSTRAINT "adoption_request_events_request_id_adoption_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."adoption_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adoption_request_events" ADD CONSTRAINT "adoption_request_events_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adoption_requests" ADD CONSTRAINT "adoption_requests_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adoption_requests" ADD CONSTRAINT "adoption_requests_shelter_id_shelters_id_fk" FOREIGN KEY ("shelter_id") REFERENCES "public"."shelters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adoption_requests" ADD CONSTRAINT "adoption_requests_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adoption_requests" ADD CONSTRAINT "adoption_requests_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_presence" ADD CONSTRAINT "chat_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_adopter_id_users_id_fk" FOREIGN KEY ("adopter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_shelter_id_shelters_id_fk" FOREIGN KEY ("shelter_id") REFERENCES "public"."shelters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adoption_request_events_request_idx" ON "adoption_request_events" USING btree ("request_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "adoption_requests_one_open_per_applicant" ON "adoption_requests" USING btree ("applicant_id","pet_id") WHERE "adoption_requests"."state" in ('pendiente', 'en_revision', 'aceptada');--> statement-breakpoint
CREATE UNIQUE INDEX "adoption_requests_one_accepted_per_pet" ON "adoption_requests" USING btree ("pet_id") WHERE "adoption_requests"."state" = 'aceptada';--> statement-breakpoint
CREATE INDEX "adoption_requests_shelter_idx" ON "adoption_requests" USING btree ("shelter_id","created_at","id");--> statement-breakpoint
CREATE INDEX "adoption_requests_applicant_idx" ON "adoption_requests" USING btree ("applicant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "adoption_requests_pet_idx" ON "adoption_requests" USING btree ("pet_id","state");--> statement-breakpoint
CREATE INDEX "adoption_requests_conversation_idx" ON "adoption_requests" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "conversation_reads_user_idx" ON "conversation_reads" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_adopter_shelter_pet_unique" ON "conversations" USING btree ("adopter_id","shelter_id","pet_id");--> statement-breakpoint
CREATE INDEX "conversations_shelter_activity_idx" ON "conversations" USING btree ("shelter_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_pet_idx" ON "conversations" USING btree ("pet_id");