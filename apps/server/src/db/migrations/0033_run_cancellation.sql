CREATE TABLE "cancellation_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_runs" ADD COLUMN "cancellation_number" text;--> statement-breakpoint
ALTER TABLE "payment_runs" ADD COLUMN "cancellation_date" date;--> statement-breakpoint
ALTER TABLE "payment_runs" ADD COLUMN "cancellation_state" text;--> statement-breakpoint
ALTER TABLE "payment_runs" ADD COLUMN "cancellation_file_id" integer;--> statement-breakpoint
ALTER TABLE "payment_runs" ADD COLUMN "cancellation_mails" integer;--> statement-breakpoint
ALTER TABLE "payment_runs" ADD CONSTRAINT "payment_runs_cancellation_file_id_stored_files_id_fk" FOREIGN KEY ("cancellation_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_runs_cancellation_number_uq" ON "payment_runs" USING btree ("cancellation_number");