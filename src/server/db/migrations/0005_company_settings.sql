CREATE TYPE "public"."bank_account_type" AS ENUM('checking', 'savings');--> statement-breakpoint
CREATE TYPE "public"."entity_type" AS ENUM('sole_proprietorship', 'partnership', 'llc', 's_corporation', 'c_corporation', 'nonprofit', 'government');--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "dba_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "entity_type" "entity_type";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "industry_code" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address2" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "contact_first_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "contact_last_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "contact_title" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "bank_account_type" "bank_account_type";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "bank_routing_encrypted" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "bank_routing_last4" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "bank_account_encrypted" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "bank_account_last4" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "bank_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;