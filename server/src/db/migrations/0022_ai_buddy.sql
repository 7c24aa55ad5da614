CREATE TABLE "ai_buddy_levels" (
	"child_id" uuid PRIMARY KEY NOT NULL,
	"strength" integer NOT NULL,
	"games" integer DEFAULT 0 NOT NULL,
	"recent" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_buddy_levels_strength_check" CHECK ("ai_buddy_levels"."strength" between 0 and 1800),
	CONSTRAINT "ai_buddy_levels_games_check" CHECK ("ai_buddy_levels"."games" >= 0),
	CONSTRAINT "ai_buddy_levels_recent_check" CHECK ("ai_buddy_levels"."recent" ~ '^[wdl]{0,5}$')
);
--> statement-breakpoint
ALTER TABLE "ai_games" ADD COLUMN "buddy" text;--> statement-breakpoint
ALTER TABLE "ai_games" ADD COLUMN "buddy_strength" integer;--> statement-breakpoint
ALTER TABLE "ai_buddy_levels" ADD CONSTRAINT "ai_buddy_levels_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_games" ADD CONSTRAINT "ai_games_buddy_check" CHECK ("ai_games"."buddy" in ('bramble', 'pippa', 'hugo', 'tessa'));--> statement-breakpoint
ALTER TABLE "ai_games" ADD CONSTRAINT "ai_games_buddy_strength_check" CHECK (("ai_games"."buddy" is null) = ("ai_games"."buddy_strength" is null));