CREATE INDEX "audit_events_chain_user_action_idx" ON "audit_events" USING btree ("chain","user_id","action","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_lastname_prefix_idx" ON "users" USING btree (lower("lastname") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_forename_prefix_idx" ON "users" USING btree (lower("forename") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree (lower("email") text_pattern_ops);