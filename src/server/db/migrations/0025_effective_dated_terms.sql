ALTER TABLE "company_contributions" ADD COLUMN "effective_from" date;--> statement-breakpoint
ALTER TABLE "company_contributions" ADD COLUMN "effective_until" date;--> statement-breakpoint
ALTER TABLE "payroll_export_lines" ADD COLUMN "terms_from" date;