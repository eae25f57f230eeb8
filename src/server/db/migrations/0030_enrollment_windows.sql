ALTER TABLE "company_policies" ADD COLUMN "new_hire_window_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_policies" ADD COLUMN "enrollment_ends_on" date;