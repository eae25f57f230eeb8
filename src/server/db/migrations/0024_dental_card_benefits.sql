ALTER TABLE "individual_plans" ADD COLUMN "cleanings" text;--> statement-breakpoint
ALTER TABLE "individual_plans" ADD COLUMN "braces" text;--> statement-breakpoint
ALTER TABLE "individual_plans" ADD COLUMN "crowns" text;--> statement-breakpoint
ALTER TABLE "individual_plans" ADD COLUMN "root_canals" text;--> statement-breakpoint
ALTER TABLE "individual_plans" ADD COLUMN "extractions" text;--> statement-breakpoint
ALTER TABLE "individual_plans" ADD COLUMN "gum_cleaning" text;