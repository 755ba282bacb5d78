ALTER TABLE "orders" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "consent_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders_archive" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "orders_archive" ADD COLUMN "consent_by" text;--> statement-breakpoint
ALTER TABLE "orders_archive" ADD COLUMN "consent_at" timestamp with time zone;