ALTER TABLE "company_contributions" ADD COLUMN "spouse_dependent_percentage" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "company_contributions" ADD COLUMN "spouse_dependent_fixed_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "company_contributions" ADD COLUMN "children_dependent_percentage" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "company_contributions" ADD COLUMN "children_dependent_fixed_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "company_contributions" ADD COLUMN "family_dependent_percentage" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "company_contributions" ADD COLUMN "family_dependent_fixed_amount" numeric(12, 2);