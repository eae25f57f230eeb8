CREATE TYPE "public"."claim_coverage_type" AS ENUM('medical', 'dental', 'vision');--> statement-breakpoint
CREATE TYPE "public"."claim_message_author" AS ENUM('employee', 'administrator', 'support');--> statement-breakpoint
CREATE TYPE "public"."claim_status" AS ENUM('open', 'in_review', 'resolved', 'closed');--> statement-breakpoint
CREATE TABLE "claim_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_request_id" uuid NOT NULL,
	"author" "claim_message_author" NOT NULL,
	"author_name" text NOT NULL,
	"author_account_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_form_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"coverage_type" "claim_coverage_type" NOT NULL,
	"dependent_id" uuid,
	"patient_name" text NOT NULL,
	"provider_name" text NOT NULL,
	"date_of_service" date NOT NULL,
	"amount_billed_cents" integer NOT NULL,
	"description" text NOT NULL,
	"status" "claim_status" DEFAULT 'open' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"submitted_by_account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claim_messages" ADD CONSTRAINT "claim_messages_claim_request_id_claim_requests_id_fk" FOREIGN KEY ("claim_request_id") REFERENCES "public"."claim_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_messages" ADD CONSTRAINT "claim_messages_author_account_id_accounts_id_fk" FOREIGN KEY ("author_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_requests" ADD CONSTRAINT "claim_requests_employee_form_id_employee_forms_id_fk" FOREIGN KEY ("employee_form_id") REFERENCES "public"."employee_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_requests" ADD CONSTRAINT "claim_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_requests" ADD CONSTRAINT "claim_requests_dependent_id_employee_dependents_id_fk" FOREIGN KEY ("dependent_id") REFERENCES "public"."employee_dependents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_requests" ADD CONSTRAINT "claim_requests_submitted_by_account_id_accounts_id_fk" FOREIGN KEY ("submitted_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_messages_claim_idx" ON "claim_messages" USING btree ("claim_request_id","created_at");--> statement-breakpoint
CREATE INDEX "claim_requests_form_idx" ON "claim_requests" USING btree ("employee_form_id","created_at");--> statement-breakpoint
CREATE INDEX "claim_requests_company_status_idx" ON "claim_requests" USING btree ("company_id","status");