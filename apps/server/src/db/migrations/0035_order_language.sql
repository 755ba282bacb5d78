ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'de' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders_archive" ADD COLUMN "language" text DEFAULT 'de' NOT NULL;