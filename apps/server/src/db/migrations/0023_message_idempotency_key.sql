-- Issue 35 (decision 050): the send's optional Idempotency-Key. A retried send (the web's outbox, a lost
-- answer) finds the message its first attempt stored; unique per sender, so the database settles races.
-- Messages sent without a key keep NULL, and NULLs never collide.
ALTER TABLE "messages" ADD COLUMN "client_key" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_client_key_unique" UNIQUE("sender_id","client_key");
