CREATE TABLE "order_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"tenant_product_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"source" text NOT NULL,
	"card_order_id" integer,
	"email" text DEFAULT '' NOT NULL,
	"familyname" text DEFAULT '' NOT NULL,
	"forname" text DEFAULT '' NOT NULL,
	"birthday" date,
	"student_city" text,
	"student_street" text,
	"external_id" text,
	"external_department" text,
	"field1" text,
	"field2" text,
	"field3" text,
	"photo_file_id" integer,
	"read_only" text[] DEFAULT '{}'::text[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "renewal_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "renewed_by_order_id" integer;--> statement-breakpoint
ALTER TABLE "orders_archive" ADD COLUMN "renewal_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders_archive" ADD COLUMN "renewed_by_order_id" integer;--> statement-breakpoint
ALTER TABLE "order_links" ADD CONSTRAINT "order_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_links" ADD CONSTRAINT "order_links_tenant_product_id_tenant_products_id_fk" FOREIGN KEY ("tenant_product_id") REFERENCES "public"."tenant_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_links" ADD CONSTRAINT "order_links_photo_file_id_stored_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_links_token_uq" ON "order_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "order_links_card_idx" ON "order_links" USING btree ("card_order_id");--> statement-breakpoint
CREATE INDEX "order_links_expires_idx" ON "order_links" USING btree ("expires_at");