CREATE TYPE "public"."individual_enrollment_status" AS ENUM('in_progress', 'pending_signature');--> statement-breakpoint
CREATE TYPE "public"."individual_segment" AS ENUM('ee_self', 'ee_spouse', 'ee_children', 'ee_family');--> statement-breakpoint
CREATE TABLE "individual_applications" (
	"employee_form_id" uuid PRIMARY KEY NOT NULL,
	"dental_plan_id" uuid,
	"dental_enrollment" "individual_segment",
	"vision_plan_id" uuid,
	"vision_enrollment" "individual_segment",
	"status" "individual_enrollment_status" DEFAULT 'in_progress' NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by_account_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "individual_plans" ADD COLUMN "cavities" text;--> statement-breakpoint
ALTER TABLE "individual_plans" ADD COLUMN "eye_exam" text;--> statement-breakpoint
ALTER TABLE "individual_plans" ADD COLUMN "lenses" text;--> statement-breakpoint
ALTER TABLE "individual_plans" ADD COLUMN "frames" text;--> statement-breakpoint
ALTER TABLE "individual_plans" ADD COLUMN "contacts" text;--> statement-breakpoint
ALTER TABLE "individual_plans" ADD COLUMN "fine_print" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "individual_applications" ADD CONSTRAINT "individual_applications_employee_form_id_employee_forms_id_fk" FOREIGN KEY ("employee_form_id") REFERENCES "public"."employee_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individual_applications" ADD CONSTRAINT "individual_applications_dental_plan_id_individual_plans_id_fk" FOREIGN KEY ("dental_plan_id") REFERENCES "public"."individual_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individual_applications" ADD CONSTRAINT "individual_applications_vision_plan_id_individual_plans_id_fk" FOREIGN KEY ("vision_plan_id") REFERENCES "public"."individual_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individual_applications" ADD CONSTRAINT "individual_applications_submitted_by_account_id_accounts_id_fk" FOREIGN KEY ("submitted_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;