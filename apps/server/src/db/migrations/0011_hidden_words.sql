-- Issue 18: each member's hidden words (messages and openers containing them are collapsed for them).
ALTER TABLE "users" ADD COLUMN "hidden_words" jsonb DEFAULT '[]'::jsonb NOT NULL;
