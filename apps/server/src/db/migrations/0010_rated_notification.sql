-- Issue 16: "your ratings were updated" mails, sent when a new batch of ratings is published; on by
-- default like the other notification mails, switched off from the dashboard or its unsubscribe link.
ALTER TABLE "notification_settings" ADD COLUMN "mail_rated" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- The daily digest option: message mails gathered into one mail a day instead of one per conversation.
ALTER TABLE "notification_settings" ADD COLUMN "message_frequency" text DEFAULT 'each' NOT NULL;
