CREATE TABLE "broker_licenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"state" text NOT NULL,
	"license_number" text NOT NULL,
	"npn" text NOT NULL,
	"agency" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bor_signing_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"officer_name" text NOT NULL,
	"officer_title" text NOT NULL,
	"officer_email" text NOT NULL,
	"application_version" integer NOT NULL,
	"requested_by_account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"replaced_at" timestamp with time zone,
	CONSTRAINT "bor_signing_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "bor_applications" ADD COLUMN "broker_account_id" uuid;--> statement-breakpoint
ALTER TABLE "bor_applications" ADD COLUMN "signed_broker" jsonb;--> statement-breakpoint
ALTER TABLE "broker_licenses" ADD CONSTRAINT "broker_licenses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bor_signing_requests" ADD CONSTRAINT "bor_signing_requests_application_id_bor_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."bor_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bor_signing_requests" ADD CONSTRAINT "bor_signing_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bor_signing_requests" ADD CONSTRAINT "bor_signing_requests_requested_by_account_id_accounts_id_fk" FOREIGN KEY ("requested_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "broker_licenses_state_uq" ON "broker_licenses" USING btree ("account_id","state");--> statement-breakpoint
CREATE INDEX "broker_licenses_account_idx" ON "broker_licenses" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "bor_signing_requests_application_idx" ON "bor_signing_requests" USING btree ("application_id");--> statement-breakpoint
ALTER TABLE "bor_applications" ADD CONSTRAINT "bor_applications_broker_account_id_accounts_id_fk" FOREIGN KEY ("broker_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;