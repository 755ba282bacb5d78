CREATE TABLE "tenant_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"salutation" text,
	"forename" text,
	"lastname" text NOT NULL,
	"user_group" text NOT NULL,
	"use_for_notify" boolean DEFAULT false NOT NULL,
	"new_account" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_invitations_group" CHECK ("tenant_invitations"."user_group" in ('Admin', 'User'))
);
--> statement-breakpoint
ALTER TABLE "tenant_invitations" ADD CONSTRAINT "tenant_invitations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_invitations" ADD CONSTRAINT "tenant_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_invitations_tenant_user_uq" ON "tenant_invitations" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "tenant_invitations_user_idx" ON "tenant_invitations" USING btree ("user_id");