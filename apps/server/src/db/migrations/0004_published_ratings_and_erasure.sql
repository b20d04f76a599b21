CREATE TABLE "published_ratings" (
	"rated_id" uuid PRIMARY KEY NOT NULL,
	"total_ratings" integer DEFAULT 0 NOT NULL,
	"average_tenths" smallint DEFAULT 0 NOT NULL,
	"confiance_tenths" smallint DEFAULT 0 NOT NULL,
	"serieux_tenths" smallint DEFAULT 0 NOT NULL,
	"generosite_tenths" smallint DEFAULT 0 NOT NULL,
	"comportement_tenths" smallint DEFAULT 0 NOT NULL,
	"communication_tenths" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "published_ratings" ADD CONSTRAINT "published_ratings_rated_id_users_id_fk" FOREIGN KEY ("rated_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "published_ratings" ("rated_id", "total_ratings", "average_tenths", "confiance_tenths", "serieux_tenths", "generosite_tenths", "comportement_tenths", "communication_tenths")
SELECT "rated_id", count(*)::integer,
	round((avg("confiance") + avg("serieux") + avg("generosite") + avg("comportement") + avg("communication")) * 2)::smallint,
	round(avg("confiance") * 10)::smallint,
	round(avg("serieux") * 10)::smallint,
	round(avg("generosite") * 10)::smallint,
	round(avg("comportement") * 10)::smallint,
	round(avg("communication") * 10)::smallint
FROM "ratings" GROUP BY "rated_id" HAVING count(*) >= 3;--> statement-breakpoint
ALTER TABLE "testimonials" ALTER COLUMN "age" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ALTER COLUMN "location" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ALTER COLUMN "story" DROP NOT NULL;
