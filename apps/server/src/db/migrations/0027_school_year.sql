ALTER TABLE "class_imports" ADD COLUMN "layout" jsonb DEFAULT '{"format":null,"columns":[],"mapping":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_products" ADD COLUMN "print_at_school" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "print_offset_x_mm" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "print_offset_y_mm" real DEFAULT 0 NOT NULL;