CREATE TABLE "ended_cards" (
	"card_id" integer PRIMARY KEY NOT NULL,
	"ended" boolean NOT NULL,
	"min_issued_at" bigint,
	"valid_to" date NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ended_cards_changed_at_idx" ON "ended_cards" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "ended_cards_valid_to_idx" ON "ended_cards" USING btree ("valid_to");