ALTER TABLE "payment_runs" ADD COLUMN "invoice_state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_runs" ADD COLUMN "invoice_mails" integer;--> statement-breakpoint
-- Runs from before the invoice job: drawn and mailed together, so a run with its PDF had its mails;
-- one without lost both to a crash after billing and shows as failed, to be started again.
UPDATE "payment_runs" SET "invoice_state" = CASE WHEN "invoice_file_id" IS NULL THEN 'failed' ELSE 'issued' END;
