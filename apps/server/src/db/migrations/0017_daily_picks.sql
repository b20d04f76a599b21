-- Issue 20 part 4, the daily pick ("coup de cœur du jour"): once a day one process claims the day and
-- stores a stable pairing over the community; each member of a pair is the other's pick for that day.
CREATE TABLE "daily_pick_runs" (
	"day" date PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"pairs" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE TABLE "daily_picks" (
	"day" date NOT NULL,
	"user_id" uuid NOT NULL,
	"pick_id" uuid NOT NULL,
	CONSTRAINT "daily_picks_pkey" PRIMARY KEY ("day", "user_id")
);--> statement-breakpoint
ALTER TABLE "daily_picks" ADD CONSTRAINT "daily_picks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_picks" ADD CONSTRAINT "daily_picks_pick_id_users_id_fk" FOREIGN KEY ("pick_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_picks_pick_idx" ON "daily_picks" USING btree ("pick_id");
