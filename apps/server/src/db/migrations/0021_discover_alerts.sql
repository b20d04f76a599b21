-- Issue 33 (decision 043): "Préviens-moi" on the empty deck. One row per member who used the switch;
-- updated_at lets every app process's discover index follow switches made on another one.
CREATE TABLE "discover_alerts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discover_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action
);--> statement-breakpoint
CREATE INDEX "discover_alerts_updated_at_idx" ON "discover_alerts" USING btree ("updated_at");
