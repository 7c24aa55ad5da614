ALTER TABLE "child_profiles" ADD COLUMN "puzzle_rating" integer DEFAULT 600 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_story" ADD COLUMN "challenge_stars" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "user_story" ADD COLUMN "points_awarded" boolean DEFAULT false NOT NULL;