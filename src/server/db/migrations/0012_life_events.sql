CREATE TYPE "public"."life_event_kind" AS ENUM('marriage', 'birth', 'adoption', 'loss_of_other_coverage');--> statement-breakpoint
CREATE TABLE "employee_life_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_form_id" uuid NOT NULL,
	"employee_policy_id" uuid NOT NULL,
	"dependent_id" uuid NOT NULL,
	"kind" "life_event_kind" NOT NULL,
	"event_date" date NOT NULL,
	"effective_at" date NOT NULL,
	"coverage_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reported_by_account_id" uuid,
	"reported_in_admin_mode" boolean DEFAULT false NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employee_life_events" ADD CONSTRAINT "employee_life_events_employee_form_id_employee_forms_id_fk" FOREIGN KEY ("employee_form_id") REFERENCES "public"."employee_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_life_events" ADD CONSTRAINT "employee_life_events_employee_policy_id_employee_policies_id_fk" FOREIGN KEY ("employee_policy_id") REFERENCES "public"."employee_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_life_events" ADD CONSTRAINT "employee_life_events_dependent_id_employee_dependents_id_fk" FOREIGN KEY ("dependent_id") REFERENCES "public"."employee_dependents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_life_events" ADD CONSTRAINT "employee_life_events_reported_by_account_id_accounts_id_fk" FOREIGN KEY ("reported_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_life_events_form_idx" ON "employee_life_events" USING btree ("employee_form_id");--> statement-breakpoint
CREATE INDEX "employee_life_events_dependent_idx" ON "employee_life_events" USING btree ("dependent_id");