CREATE TABLE "class_import_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"import_id" integer NOT NULL,
	"row_no" integer NOT NULL,
	"values" jsonb NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"data_ok" boolean NOT NULL,
	"photo_entry" text,
	"photo_status" text NOT NULL,
	"photo_problem" text,
	"photo_path" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"refusal" text,
	"order_id" integer
);
--> statement-breakpoint
CREATE TABLE "class_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"tenant_product_id" integer NOT NULL,
	"created_by" integer,
	"confirmed_by" integer,
	"filename" text NOT NULL,
	"photos_filename" text,
	"photos_path" text,
	"card_choice" text NOT NULL,
	"mode" text,
	"validate" boolean DEFAULT false NOT NULL,
	"send_mails" boolean DEFAULT true NOT NULL,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"checked" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"ignored_columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "class_import_rows" ADD CONSTRAINT "class_import_rows_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_import_rows" ADD CONSTRAINT "class_import_rows_import_id_class_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."class_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_import_rows" ADD CONSTRAINT "class_import_rows_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_imports" ADD CONSTRAINT "class_imports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_imports" ADD CONSTRAINT "class_imports_tenant_product_id_tenant_products_id_fk" FOREIGN KEY ("tenant_product_id") REFERENCES "public"."tenant_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_imports" ADD CONSTRAINT "class_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_imports" ADD CONSTRAINT "class_imports_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_import_rows_row_uq" ON "class_import_rows" USING btree ("import_id","row_no");--> statement-breakpoint
CREATE INDEX "class_import_rows_pending_idx" ON "class_import_rows" USING btree ("import_id","id") WHERE "class_import_rows"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "class_imports_tenant_idx" ON "class_imports" USING btree ("tenant_id","id");