ALTER TABLE "orders" ADD COLUMN "card_file_id" integer;--> statement-breakpoint
ALTER TABLE "orders_archive" ADD COLUMN "card_file_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_card_file_id_stored_files_id_fk" FOREIGN KEY ("card_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders_archive" ADD CONSTRAINT "orders_archive_card_file_id_stored_files_id_fk" FOREIGN KEY ("card_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;