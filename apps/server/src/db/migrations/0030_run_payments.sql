CREATE TABLE "run_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_run_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"paid_on" date NOT NULL,
	"amount" integer NOT NULL,
	"note" text,
	"source" text NOT NULL,
	"entry_ref" text,
	"user_profile_id" integer,
	"reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "run_payments_amount" CHECK ("run_payments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_runs" ADD COLUMN "due_date" date;--> statement-breakpoint
UPDATE "payment_runs" SET "due_date" = coalesce(("invoice"->>'due_date')::date, "invoice_date" + 14);--> statement-breakpoint
ALTER TABLE "payment_runs" ALTER COLUMN "due_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_runs" ADD COLUMN "paid_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_runs" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "run_payments" ADD CONSTRAINT "run_payments_payment_run_id_payment_runs_id_fk" FOREIGN KEY ("payment_run_id") REFERENCES "public"."payment_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_payments" ADD CONSTRAINT "run_payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_payments" ADD CONSTRAINT "run_payments_user_profile_id_users_id_fk" FOREIGN KEY ("user_profile_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "run_payments_run_idx" ON "run_payments" USING btree ("payment_run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "run_payments_entry_ref_uq" ON "run_payments" USING btree ("entry_ref");--> statement-breakpoint
CREATE INDEX "payment_runs_open_due_idx" ON "payment_runs" USING btree ("due_date") WHERE "payment_runs"."cancelled_at" is null;