ALTER TABLE "orders" ADD COLUMN "paid_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders_archive" ADD COLUMN "paid_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "orders" o SET "paid_amount" = p.amount FROM (SELECT order_id, sum(amount)::int AS amount FROM "payment_transactions" WHERE state = 'completed' GROUP BY order_id) p WHERE p.order_id = o.id;--> statement-breakpoint
UPDATE "orders_archive" o SET "paid_amount" = p.amount FROM (SELECT order_id, sum(amount)::int AS amount FROM "payment_transactions" WHERE state = 'completed' GROUP BY order_id) p WHERE p.order_id = o.id;
