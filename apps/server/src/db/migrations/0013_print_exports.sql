CREATE TABLE "print_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_by" integer,
	"order_ids" integer[] NOT NULL,
	"include_exported" boolean NOT NULL,
	"dont_export" boolean NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"path" text,
	"filename" text,
	"size" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "print_exports" ADD CONSTRAINT "print_exports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_exports_created_idx" ON "print_exports" USING btree ("created_at");