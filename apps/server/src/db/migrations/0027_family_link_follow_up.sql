ALTER TABLE "class_imports" ADD COLUMN "remind_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_links" ADD COLUMN "class_import_id" integer;--> statement-breakpoint
ALTER TABLE "order_links" ADD COLUMN "class_import_row_id" integer;--> statement-breakpoint
ALTER TABLE "order_links" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_links" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_links" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_links" ADD CONSTRAINT "order_links_class_import_id_class_imports_id_fk" FOREIGN KEY ("class_import_id") REFERENCES "public"."class_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_links" ADD CONSTRAINT "order_links_class_import_row_id_class_import_rows_id_fk" FOREIGN KEY ("class_import_row_id") REFERENCES "public"."class_import_rows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_links_import_idx" ON "order_links" USING btree ("class_import_id");--> statement-breakpoint
CREATE INDEX "order_links_open_import_idx" ON "order_links" USING btree ("tenant_id","expires_at") WHERE "order_links"."class_import_id" is not null and "order_links"."used_at" is null;