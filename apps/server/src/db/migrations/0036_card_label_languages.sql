ALTER TABLE "tenant_products" ADD COLUMN "card_label_languages" text DEFAULT 'de' NOT NULL;--> statement-breakpoint
-- The NRW student card's labels are prescribed in German, English and French (packages/shared/src/card-layout/variant-nrw.ts).
UPDATE "tenant_products" SET "card_label_languages" = 'de-en-fr' WHERE "product_id" IN (SELECT "id" FROM "base_products" WHERE "product_type" = 'Schülerausweis NRW');
