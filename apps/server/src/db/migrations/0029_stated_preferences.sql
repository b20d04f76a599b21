-- Issue 34: what a member says they want: the partner's answers they accept on each compatibility
-- question with how much it matters, and a relationship intention. Both are read by the discover index
-- (the score, the two-way filters), so their changes write the member's event like the other columns it
-- reads (decision 057): the trigger is re-created with them in its column list.
ALTER TABLE "users" ADD COLUMN "compatibility_preferences" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "relationship_goal" text;--> statement-breakpoint
DROP TRIGGER "users_member_events" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_member_events" AFTER INSERT OR DELETE OR UPDATE OF
	"gender", "age", "seeking_genders", "age_min", "age_max", "is_paused", "suspended_until", "banned_at",
	"email_verified_at", "verified_at", "interests", "personality_traits", "bio", "type_preference",
	"questionnaire_completed_at", "place_id", "place_lat", "place_lon", "max_distance_km",
	"travel_place_id", "travel_lat", "travel_lon", "travel_until",
	"compatibility_preferences", "relationship_goal"
	ON "users" FOR EACH ROW EXECUTE FUNCTION "affinia_member_event"();
