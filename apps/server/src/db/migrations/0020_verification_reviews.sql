-- Issue 31 (decision 038): verification is a live sequence of frames; what the automatic check cannot
-- decide waits for an admin here, frames and all, until granted or refused (then the row goes). The
-- challenges' "poses" column now holds the movements asked (turn_left, turn_right, look_up, look_down);
-- open challenges of the old kind cannot be answered any more.
DELETE FROM "verification_challenges" WHERE "used_at" IS NULL;--> statement-breakpoint
CREATE TABLE "verification_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"moves" text[] NOT NULL,
	"reason" text NOT NULL,
	"frames" text[] NOT NULL,
	"descriptor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_reviews_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "verification_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action
);
