CREATE TABLE "free_tier" (
	"id" integer PRIMARY KEY NOT NULL,
	"used" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"age" integer NOT NULL,
	"gender" text NOT NULL,
	"location" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"type_preference" text DEFAULT '' NOT NULL,
	"beauty_score" integer DEFAULT 50 NOT NULL,
	"personality_traits" jsonb,
	"is_premium" boolean DEFAULT false NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_age_adult" CHECK ("users"."age" >= 18)
);
--> statement-breakpoint
INSERT INTO "free_tier" ("id", "used") VALUES (1, 0) ON CONFLICT DO NOTHING;
