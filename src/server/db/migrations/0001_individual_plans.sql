CREATE TYPE "public"."individual_plan_type" AS ENUM('individual_dental', 'individual_vision');--> statement-breakpoint
CREATE TABLE "individual_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" "individual_plan_type" NOT NULL,
	"carrier" text NOT NULL,
	"display_name" text NOT NULL,
	"states" jsonb DEFAULT '["all"]'::jsonb NOT NULL,
	"monthly_self_cost" numeric(12, 2) NOT NULL,
	"monthly_spouse_cost" numeric(12, 2) NOT NULL,
	"monthly_child_cost" numeric(12, 2) NOT NULL,
	"monthly_family_cost" numeric(12, 2) NOT NULL,
	"deductible" numeric(12, 2),
	"annual_maximum" numeric(12, 2),
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "individual_plans_type_idx" ON "individual_plans" USING btree ("type");