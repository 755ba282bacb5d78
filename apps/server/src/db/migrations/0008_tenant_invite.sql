ALTER TABLE "one_time_tokens" DROP CONSTRAINT "one_time_tokens_name";--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD COLUMN "tenant_id" integer;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD COLUMN "user_group" text;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD COLUMN "use_for_notify" boolean;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_invite" CHECK (("one_time_tokens"."token_name" = 'TenantInvite') = ("one_time_tokens"."tenant_id" is not null and "one_time_tokens"."user_group" in ('Admin', 'User')));--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_name" CHECK ("one_time_tokens"."token_name" in ('UserPassword', 'EmailChange', 'TenantInvite'));