CREATE INDEX "orders_tenant_email_idx" ON "orders" USING btree ("tenant_id",lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_tenant_valid_to_idx" ON "orders" USING btree ("tenant_id","card_valid_to");--> statement-breakpoint
CREATE INDEX "orders_archive_tenant_email_idx" ON "orders_archive" USING btree ("tenant_id",lower("email") text_pattern_ops);