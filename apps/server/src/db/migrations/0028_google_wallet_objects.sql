CREATE TABLE "google_wallet_objects" (
	"object_id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"card_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
