-- Issue 35 item 3 (decision 052): the first questionnaire kept step by step on the server, so a reload,
-- browser back or another device resumes at the step reached with the answers given. Deleted with the
-- account (cascade) and by the questionnaire's completing save.
CREATE TABLE "questionnaire_drafts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"step" smallint NOT NULL,
	"answers" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_drafts_step_range" CHECK ("questionnaire_drafts"."step" BETWEEN 1 AND 4)
);
--> statement-breakpoint
ALTER TABLE "questionnaire_drafts" ADD CONSTRAINT "questionnaire_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
