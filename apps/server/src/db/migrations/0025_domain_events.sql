-- Issue 32 item 1 (decision 057): one stream of domain events, written in the same transaction as the
-- change. `tx` is the writing transaction's id: a reader takes the events of every transaction older than
-- the oldest one still running (pg_snapshot_xmin), so an event that commits late with a lower `id` is never
-- skipped, on PostgreSQL as on PGlite. Kept a day (housekeeping), then pruned.
CREATE TABLE "domain_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tx" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"type" text NOT NULL,
	"subject_id" uuid,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "domain_events_tx_idx" ON "domain_events" USING btree ("tx");--> statement-breakpoint
CREATE INDEX "domain_events_subject_idx" ON "domain_events" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "domain_events_created_at_idx" ON "domain_events" USING btree ("created_at");--> statement-breakpoint
-- Other processes no longer look for rows changed since a time: the events tell them.
DROP INDEX "preference_models_updated_at_idx";--> statement-breakpoint
DROP INDEX "discover_alerts_updated_at_idx";--> statement-breakpoint
-- The member rows the discover index is built from tell their own changes: no code path, tool or hand-run
-- UPDATE can forget to (the hand-bumped updated_at it replaces could be forgotten).
-- A deleted member's events go with them (erasure, decision 004); the tombstone keeps two hex digits of
-- the id, enough for another process to find the 1/256th of its index to check, and no more.
CREATE FUNCTION "affinia_member_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		DELETE FROM domain_events WHERE subject_id = OLD.id;
		INSERT INTO domain_events (type, payload)
			VALUES ('member.deleted', jsonb_build_object('bucket', left(OLD.id::text, 2)));
		RETURN OLD;
	END IF;
	INSERT INTO domain_events (type, subject_id)
		VALUES (CASE WHEN TG_OP = 'INSERT' THEN 'member.joined' ELSE 'member.changed' END, NEW.id);
	RETURN NEW;
END
$$;
--> statement-breakpoint
-- Only the columns discover's index reads (matching/profiles.ts CandidateRow): a sign-in or a password
-- change writes no event.
CREATE TRIGGER "users_member_events" AFTER INSERT OR DELETE OR UPDATE OF
	"gender", "age", "seeking_genders", "age_min", "age_max", "is_paused", "suspended_until", "banned_at",
	"email_verified_at", "verified_at", "interests", "personality_traits", "bio", "type_preference",
	"questionnaire_completed_at", "place_id", "place_lat", "place_lon", "max_distance_km",
	"travel_place_id", "travel_lat", "travel_lon", "travel_until"
	ON "users" FOR EACH ROW EXECUTE FUNCTION "affinia_member_event"();
--> statement-breakpoint
-- A member's learned preferences and their "Préviens-moi" switch: one event per write, the member as subject.
CREATE FUNCTION "affinia_member_part_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO domain_events (type, subject_id) VALUES (TG_ARGV[0], NEW.user_id);
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "preference_models_events" AFTER INSERT OR UPDATE ON "preference_models"
	FOR EACH ROW EXECUTE FUNCTION "affinia_member_part_event"('model.learned');
--> statement-breakpoint
CREATE TRIGGER "discover_alerts_events" AFTER INSERT OR UPDATE ON "discover_alerts"
	FOR EACH ROW EXECUTE FUNCTION "affinia_member_part_event"('alert.changed');
