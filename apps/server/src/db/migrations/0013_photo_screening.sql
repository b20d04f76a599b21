-- Issue 18 part 2: every photo is screened for nudity before anyone else sees it. A photo in the grey
-- zone is 'held' for the admin's review and shown to nobody meanwhile; the scores are kept for that
-- review (null when screening was off or could not run).
ALTER TABLE "photos" ADD COLUMN "screening" text DEFAULT 'visible' NOT NULL;
--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "nudity_score" real;
--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "sexy_score" real;
--> statement-breakpoint
CREATE INDEX "photos_held_idx" ON "photos" ("created_at") WHERE "screening" = 'held';
