-- Issue 16, payments before sign-up: a receipt mail for a payment made by someone with no account yet.
-- Such a mail belongs to its payment session until the credit is redeemed (then to the new account),
-- and is written in the language of the checkout. The language of each checkout is kept on its session.
ALTER TABLE "payment_sessions" ADD COLUMN "language" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "payment_session_id" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_payment_session_id_payment_sessions_id_fk" FOREIGN KEY ("payment_session_id") REFERENCES "public"."payment_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_owner_check" CHECK ("user_id" IS NOT NULL OR "payment_session_id" IS NOT NULL);--> statement-breakpoint
CREATE INDEX "mail_outbox_payment_session_idx" ON "mail_outbox" USING btree ("payment_session_id") WHERE "payment_session_id" IS NOT NULL;
