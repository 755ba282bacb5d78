-- The card number of a product with 'Barcode generieren' (prefix, zeros, order id to barcode_len) is
-- stored as the card's external id when the order is written (generatedCardNumber in
-- packages/shared/src/card-layout/barcode.ts). Cards made before had none stored: fill it in with the
-- same number, live and archived (an archived card keeps its id), so the number printed on the card
-- finds it. Cards whose data was removed stay empty.
WITH "numbers" AS (
  SELECT
    o."id",
    coalesce(tp."barcode_prefix", '') || lpad(
      o."id"::text,
      greatest(coalesce(tp."barcode_len", 0) - char_length(coalesce(tp."barcode_prefix", '')), char_length(o."id"::text)),
      '0'
    ) AS "card_number"
  FROM (
    SELECT "id", "tenant_product_id", "external_id", "data_deleted_at" FROM "orders"
    UNION ALL
    SELECT "id", "tenant_product_id", "external_id", "data_deleted_at" FROM "orders_archive"
  ) AS o
  JOIN "tenant_products" AS tp ON tp."id" = o."tenant_product_id"
  WHERE tp."generate_barcode"
    AND coalesce(btrim(o."external_id"), '') = ''
    AND o."data_deleted_at" IS NULL
), "live" AS (
  UPDATE "orders" AS o SET "external_id" = n."card_number" FROM "numbers" AS n WHERE o."id" = n."id"
)
UPDATE "orders_archive" AS o SET "external_id" = n."card_number" FROM "numbers" AS n WHERE o."id" = n."id";
