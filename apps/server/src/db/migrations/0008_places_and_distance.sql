ALTER TABLE "users" ADD COLUMN "place_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "place_lat" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "place_lon" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "max_distance_km" integer;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "max_distance_km" SET DEFAULT 100;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "travel_place_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "travel_lat" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "travel_lon" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "travel_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_max_distance_band" CHECK ("users"."max_distance_km" IS NULL OR "users"."max_distance_km" IN (5, 10, 25, 50, 100, 200, 500));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_place_whole" CHECK (("users"."place_id" IS NULL) = ("users"."place_lat" IS NULL) AND ("users"."place_lat" IS NULL) = ("users"."place_lon" IS NULL));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_travel_whole" CHECK (("users"."travel_place_id" IS NULL) = ("users"."travel_until" IS NULL) AND ("users"."travel_place_id" IS NULL) = ("users"."travel_lat" IS NULL) AND ("users"."travel_lat" IS NULL) = ("users"."travel_lon" IS NULL));
