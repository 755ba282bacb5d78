CREATE TABLE "ended_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ended_sessions" ADD CONSTRAINT "ended_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ended_sessions_expires_idx" ON "ended_sessions" USING btree ("expires_at");
--> statement-breakpoint
-- An e-mail change no longer locks the account until the new address is confirmed: accounts that such
-- a change locked (a password set, the address unconfirmed only because of a change) work again with
-- their current address; a pending change still completes with its link.
UPDATE "users" SET "email_validated" = true
WHERE "email_validated" = false AND "password_hash" IS NOT NULL
  AND EXISTS (SELECT 1 FROM "one_time_tokens" t WHERE t."user_id" = "users"."id" AND t."token_name" = 'EmailChange');
