CREATE TABLE "audit_chain_heads" (
	"chain" integer PRIMARY KEY NOT NULL,
	"seq" integer NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_checkpoints" (
	"chain" integer NOT NULL,
	"seq" integer NOT NULL,
	"hash" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"kid" text NOT NULL,
	"signature" text NOT NULL,
	CONSTRAINT "audit_checkpoints_chain_seq_pk" PRIMARY KEY("chain","seq")
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain" integer NOT NULL,
	"seq" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"role" text,
	"session_id" text,
	"action" text NOT NULL,
	"record" text,
	"record_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"ip_prefix" text,
	"agent" text,
	"outcome" text NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_chain_seq_idx" ON "audit_events" USING btree ("chain","seq");--> statement-breakpoint
CREATE INDEX "audit_events_chain_at_idx" ON "audit_events" USING btree ("chain","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_chain_user_idx" ON "audit_events" USING btree ("chain","user_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_chain_action_idx" ON "audit_events" USING btree ("chain","action","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_records_idx" ON "audit_events" USING gin ("record_ids");