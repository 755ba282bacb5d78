CREATE TABLE "run_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_run_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"recipients" integer NOT NULL,
	"open_amount" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "run_reminders" ADD CONSTRAINT "run_reminders_payment_run_id_payment_runs_id_fk" FOREIGN KEY ("payment_run_id") REFERENCES "public"."payment_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_reminders" ADD CONSTRAINT "run_reminders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "run_reminders_run_idx" ON "run_reminders" USING btree ("payment_run_id","sent_at");