ALTER TABLE "card_exports" ADD COLUMN "attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "print_exports" ADD COLUMN "attempt" integer DEFAULT 0 NOT NULL;