ALTER TABLE "shelters" ADD COLUMN "description" varchar(2000) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shelters" ADD COLUMN "opening_hours" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shelters" ADD COLUMN "adoption_conditions" varchar(2000) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shelters" ADD COLUMN "photo" varchar(200);