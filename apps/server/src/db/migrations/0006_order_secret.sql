ALTER TABLE "orders" ADD COLUMN "order_secret_hash" text;--> statement-breakpoint
ALTER TABLE "orders_archive" ADD COLUMN "order_secret_hash" text;