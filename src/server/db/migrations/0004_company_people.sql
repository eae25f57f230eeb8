CREATE TYPE "public"."benefits_decision" AS ENUM('pending', 'approved', 'denied', 'waiting_on_renewal');--> statement-breakpoint
CREATE TYPE "public"."employment_status" AS ENUM('active', 'terminated');--> statement-breakpoint
CREATE TYPE "public"."invitation_kind" AS ENUM('employee', 'administrator');--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "invitation_kind" NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_form_id" uuid,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by_account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_account_id" uuid,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "partner_api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"key_prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by_account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "partner_api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "employee_forms" ADD COLUMN "employment_status" "employment_status" DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_forms" ADD COLUMN "last_day_at" date;--> statement-breakpoint
ALTER TABLE "employee_forms" ADD COLUMN "coverage_ends_at" date;--> statement-breakpoint
ALTER TABLE "employee_forms" ADD COLUMN "continuation_notice_due" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_forms" ADD COLUMN "terminated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employee_forms" ADD COLUMN "added_by_partner_id" uuid;--> statement-breakpoint
ALTER TABLE "employee_forms" ADD COLUMN "benefits_decision" "benefits_decision";--> statement-breakpoint
ALTER TABLE "employee_forms" ADD COLUMN "benefits_decision_reason" text;--> statement-breakpoint
ALTER TABLE "employee_forms" ADD COLUMN "benefits_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employee_forms" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_employee_form_id_employee_forms_id_fk" FOREIGN KEY ("employee_form_id") REFERENCES "public"."employee_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_accepted_account_id_accounts_id_fk" FOREIGN KEY ("accepted_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_api_keys" ADD CONSTRAINT "partner_api_keys_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_api_keys" ADD CONSTRAINT "partner_api_keys_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_form_idx" ON "invitations" USING btree ("employee_form_id");--> statement-breakpoint
CREATE INDEX "invitations_company_idx" ON "invitations" USING btree ("company_id","kind");--> statement-breakpoint
CREATE INDEX "partner_api_keys_partner_idx" ON "partner_api_keys" USING btree ("partner_id");--> statement-breakpoint
ALTER TABLE "employee_forms" ADD CONSTRAINT "employee_forms_added_by_partner_id_partners_id_fk" FOREIGN KEY ("added_by_partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employee_forms_company_email_uq" ON "employee_forms" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE INDEX "employee_forms_company_name_idx" ON "employee_forms" USING btree ("company_id","last_name","first_name","id");