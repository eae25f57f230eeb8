CREATE TYPE "public"."large_group_quote_status" AS ENUM('new', 'in_review', 'quoted', 'declined');--> statement-breakpoint
CREATE TABLE "large_group_quote_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"status" "large_group_quote_status" DEFAULT 'new' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"legal_name" text NOT NULL,
	"fein_encrypted" text NOT NULL,
	"fein_last4" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"total_employees" integer NOT NULL,
	"full_time_employees" integer NOT NULL,
	"part_time_employees" integer NOT NULL,
	"current_carrier_id" text,
	"current_carrier_name" text,
	"renewal_date" date,
	"effective_date" date NOT NULL,
	"census_file_id" uuid NOT NULL,
	"contact_name" text NOT NULL,
	"contact_title" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"submitted_by_account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "large_group_quote_requests" ADD CONSTRAINT "large_group_quote_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "large_group_quote_requests" ADD CONSTRAINT "large_group_quote_requests_census_file_id_stored_files_id_fk" FOREIGN KEY ("census_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "large_group_quote_requests" ADD CONSTRAINT "large_group_quote_requests_submitted_by_account_id_accounts_id_fk" FOREIGN KEY ("submitted_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "large_group_quote_requests_company_idx" ON "large_group_quote_requests" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "large_group_quote_requests_status_idx" ON "large_group_quote_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "large_group_quote_requests_one_open_idx" ON "large_group_quote_requests" USING btree ("company_id") WHERE "large_group_quote_requests"."status" in ('new', 'in_review');