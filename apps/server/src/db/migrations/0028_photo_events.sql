-- Issue 35 item 4: a member appears in others' decks only with MIN_PHOTOS_TO_APPEAR photos others can see.
-- A photo added, removed or published after review changes that, so the photos write the member's
-- member.changed event (decision 057) like the member's own columns do: every process's discover index
-- reads the member's row again, with its count of visible photos.
-- A member's deletion removes their photos by cascade after their own row, whose trigger has already
-- erased their events: a photo of a member who no longer exists writes nothing, or the erasure would
-- leave their id behind.
CREATE FUNCTION "affinia_photo_event"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	member uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
BEGIN
	IF EXISTS (SELECT 1 FROM users WHERE id = member) THEN
		INSERT INTO domain_events (type, subject_id) VALUES ('member.changed', member);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- A reorder (position) changes nothing discover decides: only what changes how many photos others see.
CREATE TRIGGER "photos_member_events" AFTER INSERT OR DELETE OR UPDATE OF "screening"
	ON "photos" FOR EACH ROW EXECUTE FUNCTION "affinia_photo_event"();
