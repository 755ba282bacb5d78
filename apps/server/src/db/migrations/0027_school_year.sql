CREATE TABLE "photo_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"event" text NOT NULL,
	"user_id" integer,
	"reason" text,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_imports" ADD COLUMN "remind_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "class_imports" ADD COLUMN "layout" jsonb DEFAULT '{"format":null,"columns":[],"mapping":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "class_imports" ADD COLUMN "sync" jsonb;--> statement-breakpoint
ALTER TABLE "order_links" ADD COLUMN "class_import_id" integer;--> statement-breakpoint
ALTER TABLE "order_links" ADD COLUMN "class_import_row_id" integer;--> statement-breakpoint
ALTER TABLE "order_links" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_links" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_links" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "photo_review" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "consent_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders_archive" ADD COLUMN "photo_review" text;--> statement-breakpoint
ALTER TABLE "orders_archive" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "orders_archive" ADD COLUMN "consent_by" text;--> statement-breakpoint
ALTER TABLE "orders_archive" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenant_products" ADD COLUMN "print_at_school" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_products" ADD COLUMN "photo_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "print_offset_x_mm" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "print_offset_y_mm" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "photo_reviews" ADD CONSTRAINT "photo_reviews_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_reviews" ADD CONSTRAINT "photo_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_reviews_order_idx" ON "photo_reviews" USING btree ("tenant_id","order_id","id");--> statement-breakpoint
ALTER TABLE "order_links" ADD CONSTRAINT "order_links_class_import_id_class_imports_id_fk" FOREIGN KEY ("class_import_id") REFERENCES "public"."class_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_links" ADD CONSTRAINT "order_links_class_import_row_id_class_import_rows_id_fk" FOREIGN KEY ("class_import_row_id") REFERENCES "public"."class_import_rows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_links_import_idx" ON "order_links" USING btree ("class_import_id");--> statement-breakpoint
CREATE INDEX "order_links_open_import_idx" ON "order_links" USING btree ("tenant_id","expires_at") WHERE "order_links"."class_import_id" is not null and "order_links"."used_at" is null;--> statement-breakpoint
CREATE INDEX "orders_tenant_to_validate_idx" ON "orders" USING btree ("tenant_id","id") WHERE not "orders"."validated" and not "orders"."is_delete";--> statement-breakpoint
CREATE INDEX "orders_tenant_photo_pending_idx" ON "orders" USING btree ("tenant_id","id") WHERE "orders"."photo_review" = 'pending' and not "orders"."is_delete";