CREATE TYPE "public"."application_review_status" AS ENUM('submitted', 'approved', 'returned');--> statement-breakpoint
ALTER TABLE "employee_policies" ADD COLUMN "review_status" "application_review_status";--> statement-breakpoint
ALTER TABLE "employee_policies" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "employee_policies" ADD COLUMN "reviewed_by_account_id" uuid;--> statement-breakpoint
ALTER TABLE "employee_policies" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employee_policies" ADD CONSTRAINT "employee_policies_reviewed_by_account_id_accounts_id_fk" FOREIGN KEY ("reviewed_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_policies_review_idx" ON "employee_policies" USING btree ("review_status");--> statement-breakpoint
-- Applications signed before reviews existed were enrolled as signed: they count as approved (decision 0064).
UPDATE "employee_policies" SET "review_status" = 'approved' WHERE "signed_at" IS NOT NULL;
