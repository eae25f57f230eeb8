CREATE TABLE "reconciliations" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"pay_date" date,
	"carrier_file_count" integer NOT NULL,
	"mismatch_count" integer NOT NULL,
	"mismatches" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carrier_files" ADD COLUMN "coverage_summary" jsonb;--> statement-breakpoint
ALTER TABLE "carriers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reconciliations" ADD CONSTRAINT "reconciliations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reconciliations_mismatch_idx" ON "reconciliations" USING btree ("mismatch_count","checked_at");