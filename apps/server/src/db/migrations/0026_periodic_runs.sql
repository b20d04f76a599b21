-- Issue 32 item 1 (decision 058): periodic work runs once per deployment, not once per process. The
-- process that moves `started_at` forward runs the round; the others, finding it recent, skip it.
CREATE TABLE "periodic_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
