-- Decision 049: the matches list's unread mark, the same on every device. One row per member and
-- conversation they opened: the time of the newest message they were shown.
CREATE TABLE "match_reads" (
	"match_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_until" timestamp with time zone NOT NULL,
	CONSTRAINT "match_reads_match_id_user_id_pk" PRIMARY KEY("match_id","user_id"),
	CONSTRAINT "match_reads_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "match_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action
);
