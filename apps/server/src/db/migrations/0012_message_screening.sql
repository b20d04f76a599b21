-- Issue 18 part 3: a message the screening flagged is sent only once its author confirmed it, and keeps
-- the categories it fell in (counted for moderation; the recipient is offered a one-tap report).
ALTER TABLE "messages" ADD COLUMN "screen_categories" text[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
-- A report may carry the message it is about. The text is copied: ending the match (which a reported
-- member's victim often does next) deletes the conversation, and moderation still has to read it.
ALTER TABLE "reports" ADD COLUMN "message_content" text;
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "message_sent_at" timestamp with time zone;
--> statement-breakpoint
-- Counted on the member, not read from the messages: a conversation ends (and is deleted) when a
-- victim unmatches, and moderation must still see how often this member chose to send such words.
ALTER TABLE "users" ADD COLUMN "flagged_messages_sent" integer DEFAULT 0 NOT NULL;
