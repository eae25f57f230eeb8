CREATE TYPE "public"."carrier_file_kind" AS ENUM('changes', 'audit', 'life_census');--> statement-breakpoint
CREATE TABLE "carrier_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"carrier_id" uuid NOT NULL,
	"kind" "carrier_file_kind" NOT NULL,
	"control_number" integer,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"member_count" integer NOT NULL,
	"adds_count" integer DEFAULT 0 NOT NULL,
	"changes_count" integer DEFAULT 0 NOT NULL,
	"terms_count" integer DEFAULT 0 NOT NULL,
	"content_encrypted" text NOT NULL,
	"snapshot_encrypted" text NOT NULL,
	"created_by_account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carriers" ADD COLUMN "fein" text;--> statement-breakpoint
ALTER TABLE "carriers" ADD COLUMN "edi_receiver_id" text;--> statement-breakpoint
ALTER TABLE "carrier_files" ADD CONSTRAINT "carrier_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_files" ADD CONSTRAINT "carrier_files_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_files" ADD CONSTRAINT "carrier_files_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carrier_files_company_carrier_idx" ON "carrier_files" USING btree ("company_id","carrier_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_files_control_number_uq" ON "carrier_files" USING btree ("control_number");