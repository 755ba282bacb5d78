-- The card number of a product with 'Barcode generieren' (prefix, zeros, order id to barcode_len) is
-- stored as the card's external id when the order is written (generatedCardNumber in
-- packages/shared/src/card-layout/barcode.ts). Cards made before had none stored: fill it in with the
-- same number, so the number printed on the card finds it. Cards whose data was removed stay empty.
UPDATE "orders" AS o
SET "external_id" = coalesce(tp."barcode_prefix", '') || lpad(
  o."id"::text,
  greatest(coalesce(tp."barcode_len", 0) - char_length(coalesce(tp."barcode_prefix", '')), char_length(o."id"::text)),
  '0'
)
FROM "tenant_products" AS tp
WHERE tp."id" = o."tenant_product_id"
  AND tp."generate_barcode"
  AND coalesce(btrim(o."external_id"), '') = ''
  AND o."data_deleted_at" IS NULL;
--> statement-breakpoint
UPDATE "orders_archive" AS o
SET "external_id" = coalesce(tp."barcode_prefix", '') || lpad(
  o."id"::text,
  greatest(coalesce(tp."barcode_len", 0) - char_length(coalesce(tp."barcode_prefix", '')), char_length(o."id"::text)),
  '0'
)
FROM "tenant_products" AS tp
WHERE tp."id" = o."tenant_product_id"
  AND tp."generate_barcode"
  AND coalesce(btrim(o."external_id"), '') = ''
  AND o."data_deleted_at" IS NULL;
