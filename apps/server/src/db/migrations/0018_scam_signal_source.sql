-- Issue 31 item 5: scam signals are also found in the texts every card shows (bio, type of person
-- sought), not only in a sender's first messages; the admin sees where each one came from.
ALTER TABLE "scam_signals" ADD COLUMN "source" text DEFAULT 'message' NOT NULL;
