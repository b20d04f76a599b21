-- Issue 32 item 3 (decision 059): a demo member is marked by a column, not recognised by an address
-- pattern. The demo people already made are marked from their reserved addresses (demo+<n>@affinia.test,
-- which nobody can register: auth/email-check.ts).
ALTER TABLE "users" ADD COLUMN "simulated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "users" SET "simulated" = true WHERE "email" ~ '^demo\+[0-9]+@affinia\.test$';--> statement-breakpoint
CREATE INDEX "users_simulated_idx" ON "users" USING btree ("simulated") WHERE "users"."simulated";
--> statement-breakpoint
-- Nothing reads users by updated_at any more: other processes follow the domain events (decision 057).
DROP INDEX "users_updated_at_idx";
