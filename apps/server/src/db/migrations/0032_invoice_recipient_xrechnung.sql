ALTER TABLE "mail_outbox" ADD COLUMN "extra_attachment_file_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "extra_attachment_name" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "invoice_recipient_name" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "invoice_recipient_street" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "invoice_recipient_plz" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "invoice_recipient_city" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "leitweg_id" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "invoice_address" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "order_reference" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_extra_attachment_file_id_stored_files_id_fk" FOREIGN KEY ("extra_attachment_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;