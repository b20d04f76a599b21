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
-- A row another table keeps for a member (a photo, a published score) writes the member's event, the
-- member named by the column given as the trigger's argument; one function for both (it replaces
-- migration 0028's photo-only one). A deleted member's cascade writes nothing: their own row's trigger has
-- already erased their events, and an event now would leave their id behind.
CREATE FUNCTION "affinia_member_row_event"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	member uuid := (to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END) ->> TG_ARGV[0])::uuid;
BEGIN
	IF EXISTS (SELECT 1 FROM users WHERE id = member) THEN
		INSERT INTO domain_events (type, subject_id) VALUES ('member.changed', member);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "photos_member_events" ON "photos";--> statement-breakpoint
DROP FUNCTION "affinia_photo_event"();--> statement-breakpoint
-- A card shows the photos in order: a reorder tells it too.
CREATE TRIGGER "photos_member_events" AFTER INSERT OR DELETE OR UPDATE OF "screening", "position"
	ON "photos" FOR EACH ROW EXECUTE FUNCTION "affinia_member_row_event"('user_id');
--> statement-breakpoint
-- A published score shows once a batch updates the member's row (the row a first rating inserts shows
-- nothing).
CREATE TRIGGER "published_ratings_member_events" AFTER UPDATE OR DELETE
	ON "published_ratings" FOR EACH ROW EXECUTE FUNCTION "affinia_member_row_event"('rated_id');
--> statement-breakpoint
-- A learned model's event says how many swipes it has learnt from: a process that holds the model at that
-- count already (it learnt it itself) does not read it again. Each count is reached by exactly one
-- learning step (the save is conditional on the count it started from).
CREATE FUNCTION "affinia_model_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO domain_events (type, subject_id, payload)
		VALUES ('model.learned', NEW.user_id, jsonb_build_object('swipes', NEW.swipe_count));
	RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER "preference_models_events" ON "preference_models";--> statement-breakpoint
CREATE TRIGGER "preference_models_events" AFTER INSERT OR UPDATE ON "preference_models"
	FOR EACH ROW EXECUTE FUNCTION "affinia_model_event"();
