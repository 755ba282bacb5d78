CREATE TABLE "stored_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_error_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"message" text,
	"stack" text,
	"params" jsonb,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"salutation" text NOT NULL,
	"title" text,
	"forename" text NOT NULL,
	"familyname" text NOT NULL,
	"tenantname" text NOT NULL,
	"area" text NOT NULL,
	"street" text NOT NULL,
	"plz" text NOT NULL,
	"city" text NOT NULL,
	"telefone" text NOT NULL,
	"email" text NOT NULL,
	"web_url" text,
	"confirm" boolean NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_confirmed" CHECK ("registrations"."confirm")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"tenant_product_id" integer NOT NULL,
	"email" text NOT NULL,
	"familyname" text NOT NULL,
	"forname" text NOT NULL,
	"birthday" date,
	"student_city" text,
	"student_street" text,
	"external_id" text,
	"external_department" text,
	"field1" text,
	"field2" text,
	"field3" text,
	"card_valid_from" date NOT NULL,
	"card_valid_to" date NOT NULL,
	"with_lable" boolean DEFAULT false NOT NULL,
	"lable_value" text,
	"lable_color" text,
	"image_file_id" integer,
	"sign_file_id" integer,
	"mobile_loaded_at" timestamp with time zone,
	"mobile_updated_at" timestamp with time zone,
	"mobile_checked_at" timestamp with time zone,
	"validated" boolean DEFAULT false NOT NULL,
	"validated_from" integer,
	"validated_at" timestamp with time zone,
	"is_delete" boolean DEFAULT false NOT NULL,
	"delete_from" integer,
	"delete_at" timestamp with time zone,
	"is_online" boolean DEFAULT false NOT NULL,
	"is_hardcopy" boolean DEFAULT false NOT NULL,
	"online_ready" boolean DEFAULT false NOT NULL,
	"online_code" text NOT NULL,
	"user_code" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"is_payed" boolean DEFAULT false NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"exported_at" timestamp with time zone,
	"exported_card_loaded_at" timestamp with time zone,
	"tenant_payee" boolean DEFAULT false NOT NULL,
	"tenant_payee_billed" boolean DEFAULT false NOT NULL,
	"payment_run_id" integer,
	"data_deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_label_len" CHECK ("orders"."lable_value" is null or char_length("orders"."lable_value") <= 2)
);
--> statement-breakpoint
CREATE TABLE "orders_archive" (
	"id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"tenant_product_id" integer NOT NULL,
	"email" text NOT NULL,
	"familyname" text NOT NULL,
	"forname" text NOT NULL,
	"birthday" date,
	"student_city" text,
	"student_street" text,
	"external_id" text,
	"external_department" text,
	"field1" text,
	"field2" text,
	"field3" text,
	"card_valid_from" date NOT NULL,
	"card_valid_to" date NOT NULL,
	"with_lable" boolean DEFAULT false NOT NULL,
	"lable_value" text,
	"lable_color" text,
	"image_file_id" integer,
	"sign_file_id" integer,
	"mobile_loaded_at" timestamp with time zone,
	"mobile_updated_at" timestamp with time zone,
	"mobile_checked_at" timestamp with time zone,
	"validated" boolean DEFAULT false NOT NULL,
	"validated_from" integer,
	"validated_at" timestamp with time zone,
	"is_delete" boolean DEFAULT false NOT NULL,
	"delete_from" integer,
	"delete_at" timestamp with time zone,
	"is_online" boolean DEFAULT false NOT NULL,
	"is_hardcopy" boolean DEFAULT false NOT NULL,
	"online_ready" boolean DEFAULT false NOT NULL,
	"online_code" text NOT NULL,
	"user_code" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"is_payed" boolean DEFAULT false NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"exported_at" timestamp with time zone,
	"exported_card_loaded_at" timestamp with time zone,
	"tenant_payee" boolean DEFAULT false NOT NULL,
	"tenant_payee_billed" boolean DEFAULT false NOT NULL,
	"payment_run_id" integer,
	"data_deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"total_count" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"till_date" timestamp with time zone NOT NULL,
	"user_profile_id" integer,
	"additional_emails" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"provider_capture_id" text,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transactions_amount" CHECK ("payment_transactions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "base_product_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"country_id" text NOT NULL,
	"price_online" integer NOT NULL,
	"price_hardcopy" integer NOT NULL,
	"price_hardcopy_online" integer NOT NULL,
	CONSTRAINT "base_product_prices_non_negative" CHECK ("base_product_prices"."price_online" >= 0 and "base_product_prices"."price_hardcopy" >= 0 and "base_product_prices"."price_hardcopy_online" >= 0)
);
--> statement-breakpoint
CREATE TABLE "base_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"card_title" text DEFAULT '' NOT NULL,
	"card_title2" text DEFAULT '' NOT NULL,
	"card_signer_desc" text DEFAULT '' NOT NULL,
	"orderer_desc" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"needs_student_city" boolean DEFAULT false NOT NULL,
	"needs_student_street" boolean DEFAULT false NOT NULL,
	"needs_student_sign" boolean DEFAULT false NOT NULL,
	"external_id_name" text DEFAULT 'Externe-ID' NOT NULL,
	"external_department_name" text DEFAULT 'Klasse/Abteilung' NOT NULL,
	"tenant_salutation_an" text DEFAULT '' NOT NULL,
	"tenant_salutation_von" text DEFAULT '' NOT NULL,
	"needs_logo" boolean DEFAULT false NOT NULL,
	"needs_stamp" boolean DEFAULT false NOT NULL,
	"needs_sign" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_short_code" text NOT NULL,
	"tenant_name" text,
	"tenant_name2" text,
	"price_online" integer DEFAULT 0 NOT NULL,
	"price_hardcopy" integer DEFAULT 0 NOT NULL,
	"price_hardcopy_online" integer DEFAULT 0 NOT NULL,
	"can_online" boolean DEFAULT true NOT NULL,
	"can_hardcopy" boolean DEFAULT true NOT NULL,
	"export_unvalidated" boolean DEFAULT false NOT NULL,
	"online_free" boolean DEFAULT false NOT NULL,
	"hardcopy_free" boolean DEFAULT false NOT NULL,
	"hardcopy_online_free" boolean DEFAULT false NOT NULL,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"payment_disabled" boolean DEFAULT false NOT NULL,
	"tenant_payee" boolean DEFAULT false NOT NULL,
	"card_valid_from" date NOT NULL,
	"card_valid_to" date NOT NULL,
	"need_external_id" boolean DEFAULT false NOT NULL,
	"need_external_department" boolean DEFAULT false NOT NULL,
	"barcode_type" text,
	"barcode_hint" text,
	"generate_barcode" boolean DEFAULT false NOT NULL,
	"barcode_prefix" text,
	"barcode_len" integer,
	"hide_city" boolean DEFAULT false NOT NULL,
	"hide_street" boolean DEFAULT false NOT NULL,
	"with_lable" boolean DEFAULT false NOT NULL,
	"lable_value" text,
	"lable_color" text,
	"print_email" boolean DEFAULT false NOT NULL,
	"print_email_color" text,
	"days_before_renew" integer DEFAULT 30 NOT NULL,
	"max_years_valid" integer DEFAULT 1 NOT NULL,
	"restrict_email_dns" text,
	"needs_field1" boolean DEFAULT false NOT NULL,
	"needs_field2" boolean DEFAULT false NOT NULL,
	"needs_field3" boolean DEFAULT false NOT NULL,
	"field1_desc" text,
	"field2_desc" text,
	"field3_desc" text,
	"logo_file_id" integer,
	"stamp_file_id" integer,
	"sign_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_products_code_upper" CHECK ("tenant_products"."product_short_code" = upper("tenant_products"."product_short_code")),
	CONSTRAINT "tenant_products_prices_non_negative" CHECK ("tenant_products"."price_online" >= 0 and "tenant_products"."price_hardcopy" >= 0 and "tenant_products"."price_hardcopy_online" >= 0),
	CONSTRAINT "tenant_products_label_len" CHECK ("tenant_products"."lable_value" is null or char_length("tenant_products"."lable_value") <= 2)
);
--> statement-breakpoint
CREATE TABLE "tenant_base_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"max_years_valid" integer DEFAULT 1 NOT NULL,
	"days_before_renew" integer DEFAULT 30 NOT NULL,
	"payment_disabled" boolean DEFAULT false NOT NULL,
	"can_create_tenant_product" boolean DEFAULT false NOT NULL,
	"tenant_payment" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_config" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_type" text NOT NULL,
	"product_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name2" text,
	"country_id" text NOT NULL,
	"short_code" text NOT NULL,
	"tenant_type" text NOT NULL,
	"street" text NOT NULL,
	"plz" text NOT NULL,
	"city" text NOT NULL,
	"usst_id" text,
	"telefone" text NOT NULL,
	"email" text NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"tenant_payment" boolean DEFAULT false NOT NULL,
	"no_unvalidated_send_to_tenant" boolean DEFAULT false NOT NULL,
	"no_auto_renew" boolean DEFAULT false NOT NULL,
	"logo_file_id" integer,
	"stamp_file_id" integer,
	"sign_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_short_code_upper" CHECK ("tenants"."short_code" = upper("tenants"."short_code")),
	CONSTRAINT "tenants_country" CHECK (country_id in ('DE', 'AT', 'CH')),
	CONSTRAINT "tenants_type" CHECK (tenant_type in ('einzel', 'gbr', 'gmbh', 'ug', 'gmbhcokg', 'kommandit', 'genoss', 'ag', 'schule', 'verband'))
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_name" text NOT NULL,
	"token_hash" text NOT NULL,
	"email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_tokens_name" CHECK ("one_time_tokens"."token_name" in ('UserPassword', 'EmailChange'))
);
--> statement-breakpoint
CREATE TABLE "tenant_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_group" text NOT NULL,
	"use_for_notify" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_memberships_group" CHECK ("tenant_memberships"."user_group" in ('Admin', 'User'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"salutation" text,
	"forename" text,
	"lastname" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"must_reset_password" boolean DEFAULT false NOT NULL,
	"email_validated" boolean DEFAULT false NOT NULL,
	"is_super_admin" boolean DEFAULT false NOT NULL,
	"can_invoice" boolean DEFAULT false NOT NULL,
	"can_report" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lower" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_product_id_tenant_products_id_fk" FOREIGN KEY ("tenant_product_id") REFERENCES "public"."tenant_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_image_file_id_stored_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_sign_file_id_stored_files_id_fk" FOREIGN KEY ("sign_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_validated_from_users_id_fk" FOREIGN KEY ("validated_from") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delete_from_users_id_fk" FOREIGN KEY ("delete_from") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_run_id_payment_runs_id_fk" FOREIGN KEY ("payment_run_id") REFERENCES "public"."payment_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders_archive" ADD CONSTRAINT "orders_archive_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders_archive" ADD CONSTRAINT "orders_archive_tenant_product_id_tenant_products_id_fk" FOREIGN KEY ("tenant_product_id") REFERENCES "public"."tenant_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders_archive" ADD CONSTRAINT "orders_archive_image_file_id_stored_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders_archive" ADD CONSTRAINT "orders_archive_sign_file_id_stored_files_id_fk" FOREIGN KEY ("sign_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders_archive" ADD CONSTRAINT "orders_archive_validated_from_users_id_fk" FOREIGN KEY ("validated_from") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders_archive" ADD CONSTRAINT "orders_archive_delete_from_users_id_fk" FOREIGN KEY ("delete_from") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders_archive" ADD CONSTRAINT "orders_archive_payment_run_id_payment_runs_id_fk" FOREIGN KEY ("payment_run_id") REFERENCES "public"."payment_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_runs" ADD CONSTRAINT "payment_runs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_runs" ADD CONSTRAINT "payment_runs_user_profile_id_users_id_fk" FOREIGN KEY ("user_profile_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_product_prices" ADD CONSTRAINT "base_product_prices_product_id_base_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."base_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_products" ADD CONSTRAINT "tenant_products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_products" ADD CONSTRAINT "tenant_products_product_id_base_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."base_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_products" ADD CONSTRAINT "tenant_products_logo_file_id_stored_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_products" ADD CONSTRAINT "tenant_products_stamp_file_id_stored_files_id_fk" FOREIGN KEY ("stamp_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_products" ADD CONSTRAINT "tenant_products_sign_file_id_stored_files_id_fk" FOREIGN KEY ("sign_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_base_products" ADD CONSTRAINT "tenant_base_products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_base_products" ADD CONSTRAINT "tenant_base_products_product_id_base_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."base_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_logo_file_id_stored_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_stamp_file_id_stored_files_id_fk" FOREIGN KEY ("stamp_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_sign_file_id_stored_files_id_fk" FOREIGN KEY ("sign_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_memberships" ADD CONSTRAINT "tenant_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_memberships" ADD CONSTRAINT "tenant_memberships_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_tenant_idx" ON "stored_files" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "client_error_logs_created_idx" ON "client_error_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("id");--> statement-breakpoint
CREATE INDEX "registrations_status_idx" ON "registrations" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_online_code_uq" ON "orders" USING btree ("online_code");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_code_uq" ON "orders" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "orders_tenant_id_idx" ON "orders" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "orders_tenant_familyname_idx" ON "orders" USING btree ("tenant_id",lower("familyname") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_tenant_forname_idx" ON "orders" USING btree ("tenant_id",lower("forname") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_tenant_familyname_sort_idx" ON "orders" USING btree ("tenant_id",lower("familyname"),"id");--> statement-breakpoint
CREATE INDEX "orders_tenant_forname_sort_idx" ON "orders" USING btree ("tenant_id",lower("forname"),"id");--> statement-breakpoint
CREATE INDEX "orders_tenant_external_id_idx" ON "orders" USING btree ("tenant_id",lower("external_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_tenant_department_idx" ON "orders" USING btree ("tenant_id",lower("external_department") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_tenant_birthday_idx" ON "orders" USING btree ("tenant_id","birthday");--> statement-breakpoint
CREATE INDEX "orders_tenant_product_idx" ON "orders" USING btree ("tenant_product_id","id");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_valid_to_idx" ON "orders" USING btree ("card_valid_to");--> statement-breakpoint
CREATE INDEX "orders_payment_run_idx" ON "orders" USING btree ("payment_run_id");--> statement-breakpoint
CREATE INDEX "orders_print_queue_idx" ON "orders" USING btree ("created_at") WHERE "orders"."is_hardcopy" and "orders"."exported_at" is null and not "orders"."is_delete";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_archive_online_code_uq" ON "orders_archive" USING btree ("online_code");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_archive_user_code_uq" ON "orders_archive" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "orders_archive_tenant_id_idx" ON "orders_archive" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "orders_archive_tenant_familyname_idx" ON "orders_archive" USING btree ("tenant_id",lower("familyname") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_archive_tenant_forname_idx" ON "orders_archive" USING btree ("tenant_id",lower("forname") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_archive_tenant_familyname_sort_idx" ON "orders_archive" USING btree ("tenant_id",lower("familyname"),"id");--> statement-breakpoint
CREATE INDEX "orders_archive_tenant_external_id_idx" ON "orders_archive" USING btree ("tenant_id",lower("external_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_archive_tenant_department_idx" ON "orders_archive" USING btree ("tenant_id",lower("external_department") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_archive_tenant_product_idx" ON "orders_archive" USING btree ("tenant_product_id");--> statement-breakpoint
CREATE INDEX "orders_archive_created_at_idx" ON "orders_archive" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_archive_valid_to_idx" ON "orders_archive" USING btree ("card_valid_to");--> statement-breakpoint
CREATE INDEX "payment_runs_tenant_idx" ON "payment_runs" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_ref_uq" ON "payment_transactions" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "payment_transactions_order_idx" ON "payment_transactions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "base_product_prices_uq" ON "base_product_prices" USING btree ("product_id","country_id");--> statement-breakpoint
CREATE UNIQUE INDEX "base_products_type_uq" ON "base_products" USING btree ("product_type");--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_products_code_uq" ON "tenant_products" USING btree ("tenant_id","product_short_code");--> statement-breakpoint
CREATE INDEX "tenant_products_product_idx" ON "tenant_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_base_products_uq" ON "tenant_base_products" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_config_pair_uq" ON "tenant_config" USING btree ("tenant_type","product_type");--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_short_code_uq" ON "tenants" USING btree ("short_code");--> statement-breakpoint
CREATE INDEX "tenants_name_idx" ON "tenants" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_tokens_hash_uq" ON "one_time_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "one_time_tokens_user_idx" ON "one_time_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_memberships_user_tenant_uq" ON "tenant_memberships" USING btree ("user_id","tenant_id");--> statement-breakpoint
CREATE INDEX "tenant_memberships_tenant_idx" ON "tenant_memberships" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");