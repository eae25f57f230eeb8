CREATE TABLE "carrier_member_ids" (
	"carrier_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"employee_form_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"member_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carrier_member_ids_carrier_id_person_id_pk" PRIMARY KEY("carrier_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "company_carrier_groups" (
	"company_id" uuid NOT NULL,
	"carrier_id" uuid NOT NULL,
	"group_number" text,
	"plan_codes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "company_carrier_groups_company_id_carrier_id_pk" PRIMARY KEY("company_id","carrier_id")
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "member_id" text;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "group_number" text;--> statement-breakpoint
ALTER TABLE "payroll_export_lines" ADD COLUMN "employee_number" text;--> statement-breakpoint
ALTER TABLE "payroll_export_lines" ADD COLUMN "member_id" text;--> statement-breakpoint
ALTER TABLE "payroll_export_lines" ADD COLUMN "group_number" text;--> statement-breakpoint
ALTER TABLE "carriers" ADD COLUMN "edi_usage" text DEFAULT 'T' NOT NULL;--> statement-breakpoint
ALTER TABLE "carrier_member_ids" ADD CONSTRAINT "carrier_member_ids_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_member_ids" ADD CONSTRAINT "carrier_member_ids_employee_form_id_employee_forms_id_fk" FOREIGN KEY ("employee_form_id") REFERENCES "public"."employee_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_carrier_groups" ADD CONSTRAINT "company_carrier_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_carrier_groups" ADD CONSTRAINT "company_carrier_groups_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_carrier_groups" ADD CONSTRAINT "company_carrier_groups_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_member_ids_sequence_uq" ON "carrier_member_ids" USING btree ("carrier_id","employee_form_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_member_ids_member_uq" ON "carrier_member_ids" USING btree ("member_id") WHERE "carrier_member_ids"."sequence" = 1;--> statement-breakpoint
CREATE INDEX "carrier_member_ids_form_idx" ON "carrier_member_ids" USING btree ("employee_form_id");