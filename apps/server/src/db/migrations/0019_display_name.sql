-- Issue 33 item 4 (decision 040): other members see a first name, not the full name asked at sign-up.
-- Existing accounts get theirs by the rule of displayNameFrom (packages/contract/src/display-name.ts):
-- the first word, hyphens and apostrophes kept; a capitalised surname written first is skipped
-- ("DUPONT Léa" → "Léa"); at most 40 characters.
ALTER TABLE "users" ADD COLUMN "display_name" text;--> statement-breakpoint
UPDATE "users" AS u SET "display_name" = left(
	CASE
		WHEN w.words[2] IS NOT NULL
			AND length(w.words[1]) > 1 AND w.words[1] = upper(w.words[1]) AND w.words[1] <> lower(w.words[1])
			AND NOT (length(w.words[2]) > 1 AND w.words[2] = upper(w.words[2]) AND w.words[2] <> lower(w.words[2]))
		THEN w.words[2]
		ELSE w.words[1]
	END, 40)
FROM (SELECT "id", regexp_split_to_array(btrim("name"), '\s+') AS words FROM "users") AS w
WHERE w."id" = u."id";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "display_name" SET NOT NULL;
