ALTER TABLE "plans" ADD COLUMN "provider_directory_url" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "formulary_url" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;