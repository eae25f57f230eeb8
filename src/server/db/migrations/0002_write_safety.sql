CREATE TABLE "employee_eligibility_answers" (
	"employee_policy_id" uuid PRIMARY KEY NOT NULL,
	"is_enrolling_w2" boolean,
	"spouse_only_group" boolean,
	"partnership_with_spouses" boolean,
	"declining_employee" boolean,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email_key" text NOT NULL,
	"address_key" text NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employee_policies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_eligibility_answers" ADD CONSTRAINT "employee_eligibility_answers_employee_policy_id_employee_policies_id_fk" FOREIGN KEY ("employee_policy_id") REFERENCES "public"."employee_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_attempts_email_idx" ON "sign_in_attempts" USING btree ("email_key","attempted_at");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_address_idx" ON "sign_in_attempts" USING btree ("address_key","attempted_at");