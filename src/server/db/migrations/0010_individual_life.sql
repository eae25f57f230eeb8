CREATE TYPE "public"."individual_life_status" AS ENUM('initial_quote_created', 'application_incomplete', 'application_incomplete_fallback_shown', 'application_complete_action_needed', 'application_complete_pending_underwriting', 'offer_pending', 'covered');--> statement-breakpoint
CREATE TABLE "individual_life_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_form_id" uuid NOT NULL,
	"status" "individual_life_status" DEFAULT 'initial_quote_created' NOT NULL,
	"coverage" integer NOT NULL,
	"term_years" integer NOT NULL,
	"daily_price_cents" integer NOT NULL,
	"carrier_reference" text NOT NULL,
	"carrier_url" text NOT NULL,
	"policy_number" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "individual_life_applications" ADD CONSTRAINT "individual_life_applications_employee_form_id_employee_forms_id_fk" FOREIGN KEY ("employee_form_id") REFERENCES "public"."employee_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "individual_life_applications_form_idx" ON "individual_life_applications" USING btree ("employee_form_id");--> statement-breakpoint
CREATE UNIQUE INDEX "individual_life_applications_reference_idx" ON "individual_life_applications" USING btree ("carrier_reference");