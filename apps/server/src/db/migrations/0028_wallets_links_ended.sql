CREATE TABLE "apple_pass_registrations" (
	"device_id" text NOT NULL,
	"serial_number" text NOT NULL,
	"push_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "apple_pass_registrations_device_id_serial_number_pk" PRIMARY KEY("device_id","serial_number")
);
--> statement-breakpoint
CREATE TABLE "apple_passes" (
	"serial_number" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"state_tag" text NOT NULL,
	"modified_at" timestamp with time zone NOT NULL,
	"pushed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ended_cards" (
	"card_id" integer PRIMARY KEY NOT NULL,
	"ended" boolean NOT NULL,
	"min_issued_at" bigint,
	"valid_to" date NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "google_wallet_objects" (
	"object_id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"card_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_links" ADD COLUMN "earlier_token_hash" text;--> statement-breakpoint
ALTER TABLE "apple_pass_registrations" ADD CONSTRAINT "apple_pass_registrations_serial_number_apple_passes_serial_number_fk" FOREIGN KEY ("serial_number") REFERENCES "public"."apple_passes"("serial_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apple_pass_registrations_serial_idx" ON "apple_pass_registrations" USING btree ("serial_number");--> statement-breakpoint
CREATE INDEX "apple_passes_order_idx" ON "apple_passes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ended_cards_changed_at_idx" ON "ended_cards" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "ended_cards_valid_to_idx" ON "ended_cards" USING btree ("valid_to");--> statement-breakpoint
CREATE INDEX "order_links_earlier_token_idx" ON "order_links" USING btree ("earlier_token_hash") WHERE "order_links"."earlier_token_hash" is not null;