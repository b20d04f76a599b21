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
--> statement-breakpoint
-- Scam signals in a sender's first messages of a match (phone numbers, links, wallets, money, other
-- apps), with a risk score, for the admin. The text is copied: the conversation may be gone by then.
CREATE TABLE "scam_signals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"match_id" uuid REFERENCES "matches"("id") ON DELETE set null,
	"signals" text[] NOT NULL,
	"risk" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "scam_signals_risk_created_idx" ON "scam_signals" ("risk", "created_at");
--> statement-breakpoint
-- Moderation decisions (DSA Art. 17): what the admin decided about a member, on which ground, and the
-- statement of reasons the member is sent. A suspension or ban also shows on the member's row.
CREATE TABLE "moderation_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"action" text NOT NULL,
	"ground" text NOT NULL,
	"statement" text NOT NULL,
	"suspended_until" timestamp with time zone,
	"report_id" uuid REFERENCES "reports"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "moderation_decisions_user_idx" ON "moderation_decisions" ("user_id", "created_at");
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_until" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "banned_at" timestamp with time zone;
