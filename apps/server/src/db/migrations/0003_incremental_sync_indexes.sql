CREATE INDEX "preference_models_updated_at_idx" ON "preference_models" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");