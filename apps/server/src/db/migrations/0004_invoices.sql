CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_runs" ADD COLUMN "invoice_number" text NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_runs" ADD COLUMN "invoice_date" date NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_runs" ADD COLUMN "invoice" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_runs" ADD COLUMN "invoice_file_id" integer;--> statement-breakpoint
ALTER TABLE "payment_runs" ADD CONSTRAINT "payment_runs_invoice_file_id_stored_files_id_fk" FOREIGN KEY ("invoice_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_invoiceable_idx" ON "orders" USING btree ("created_at","tenant_id") WHERE "orders"."tenant_payee" and not "orders"."tenant_payee_billed";--> statement-breakpoint
CREATE INDEX "orders_archive_payment_run_idx" ON "orders_archive" USING btree ("payment_run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_runs_invoice_number_uq" ON "payment_runs" USING btree ("invoice_number");