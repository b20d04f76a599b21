-- Issue 36 item 1 (decision 074): each process keeps discover's cards (a member's row as others see it,
-- their visible photos in order, their published score) between requests, and drops one when the event
-- feed names its member. So everything a card shows writes the member's event, not only what the discover
-- index reads: the display name, the free-text location, the beauty score, premium and demo flags join
-- the trigger's column list; a photo reorder joins the photos' trigger; a published score writes one.
DROP TRIGGER "users_member_events" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_member_events" AFTER INSERT OR DELETE OR UPDATE OF
	"gender", "age", "seeking_genders", "age_min", "age_max", "is_paused", "suspended_until", "banned_at",
	"email_verified_at", "verified_at", "interests", "personality_traits", "bio", "type_preference",
	"questionnaire_completed_at", "place_id", "place_lat", "place_lon", "max_distance_km",
	"travel_place_id", "travel_lat", "travel_lon", "travel_until",
	"compatibility_preferences", "relationship_goal",
	"display_name", "location", "beauty_score", "is_premium", "simulated"
	ON "users" FOR EACH ROW EXECUTE FUNCTION "affinia_member_event"();
--> statement-breakpoint
DROP TRIGGER "photos_member_events" ON "photos";--> statement-breakpoint
CREATE TRIGGER "photos_member_events" AFTER INSERT OR DELETE OR UPDATE OF "screening", "position"
	ON "photos" FOR EACH ROW EXECUTE FUNCTION "affinia_photo_event"();
--> statement-breakpoint
-- A published score is a member's row in published_ratings, shown once a batch updates it (the row a
-- first rating inserts shows nothing): the same rule as a photo (a deleted member's cascade writes
-- nothing, their events are erased).
CREATE FUNCTION "affinia_rated_event"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	member uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.rated_id ELSE NEW.rated_id END;
BEGIN
	IF EXISTS (SELECT 1 FROM users WHERE id = member) THEN
		INSERT INTO domain_events (type, subject_id) VALUES ('member.changed', member);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "published_ratings_member_events" AFTER UPDATE OR DELETE
	ON "published_ratings" FOR EACH ROW EXECUTE FUNCTION "affinia_rated_event"();
