CREATE TABLE "arena_pairings" (
	"game_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"arena_id" uuid NOT NULL,
	"color" text NOT NULL,
	"opponent_id" uuid NOT NULL,
	"status" text DEFAULT 'playing' NOT NULL,
	"points" integer,
	"on_fire" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scored_at" timestamp with time zone,
	CONSTRAINT "arena_pairings_game_id_child_id_pk" PRIMARY KEY("game_id","child_id"),
	CONSTRAINT "arena_pairings_status_check" CHECK ("arena_pairings"."status" in ('playing', 'scored', 'cancelled')),
	CONSTRAINT "arena_pairings_color_check" CHECK ("arena_pairings"."color" in ('white', 'black'))
);
--> statement-breakpoint
CREATE TABLE "arena_players" (
	"arena_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"games" integer DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"streak" integer DEFAULT 0 NOT NULL,
	"fire_games" integer DEFAULT 0 NOT NULL,
	"white_games" integer DEFAULT 0 NOT NULL,
	"black_games" integer DEFAULT 0 NOT NULL,
	"last_opponent_id" uuid,
	"last_color" text,
	"waiting_since" timestamp with time zone,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"final_rank" integer,
	CONSTRAINT "arena_players_arena_id_child_id_pk" PRIMARY KEY("arena_id","child_id"),
	CONSTRAINT "arena_players_status_check" CHECK ("arena_players"."status" in ('waiting', 'playing', 'paused', 'left')),
	CONSTRAINT "arena_players_last_color_check" CHECK ("arena_players"."last_color" in ('white', 'black')),
	CONSTRAINT "arena_players_counts_check" CHECK ("arena_players"."points" >= 0 and "arena_players"."games" >= 0 and "arena_players"."wins" >= 0 and "arena_players"."streak" >= 0 and "arena_players"."fire_games" >= 0)
);
--> statement-breakpoint
CREATE TABLE "arenas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"time_control" text NOT NULL,
	"minutes" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"min_rating" integer,
	"max_rating" integer,
	"class_id" uuid,
	"owner_account_id" uuid,
	"code" text,
	"schedule_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "arenas_kind_check" CHECK ("arenas"."kind" in ('open', 'class', 'family')),
	CONSTRAINT "arenas_status_check" CHECK ("arenas"."status" in ('scheduled', 'running', 'ending', 'finished', 'cancelled')),
	CONSTRAINT "arenas_time_control_check" CHECK ("arenas"."time_control" in ('5+0', '3+2')),
	CONSTRAINT "arenas_times_check" CHECK ("arenas"."ends_at" > "arenas"."starts_at"),
	CONSTRAINT "arenas_class_check" CHECK (("arenas"."kind" = 'class') = ("arenas"."class_id" is not null)),
	CONSTRAINT "arenas_family_check" CHECK (("arenas"."kind" = 'family') = ("arenas"."code" is not null and "arenas"."owner_account_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "games" DROP CONSTRAINT "games_time_control_check";--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "increment_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "arena_pairings" ADD CONSTRAINT "arena_pairings_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_pairings" ADD CONSTRAINT "arena_pairings_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_pairings" ADD CONSTRAINT "arena_pairings_arena_id_arenas_id_fk" FOREIGN KEY ("arena_id") REFERENCES "public"."arenas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_players" ADD CONSTRAINT "arena_players_arena_id_arenas_id_fk" FOREIGN KEY ("arena_id") REFERENCES "public"."arenas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_players" ADD CONSTRAINT "arena_players_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arenas" ADD CONSTRAINT "arenas_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arenas" ADD CONSTRAINT "arenas_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "arena_pairings_one_live_per_player" ON "arena_pairings" USING btree ("arena_id","child_id") WHERE "arena_pairings"."status" = 'playing';--> statement-breakpoint
CREATE INDEX "arena_pairings_arena_status_idx" ON "arena_pairings" USING btree ("arena_id","status");--> statement-breakpoint
CREATE INDEX "arena_players_child_idx" ON "arena_players" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "arena_players_standing_idx" ON "arena_players" USING btree ("arena_id","points","games");--> statement-breakpoint
CREATE INDEX "arena_players_waiting_idx" ON "arena_players" USING btree ("arena_id","waiting_since") WHERE "arena_players"."status" = 'waiting';--> statement-breakpoint
CREATE UNIQUE INDEX "arenas_code_unique" ON "arenas" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "arenas_schedule_key_unique" ON "arenas" USING btree ("schedule_key");--> statement-breakpoint
CREATE INDEX "arenas_status_starts_idx" ON "arenas" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "arenas_class_idx" ON "arenas" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "arenas_owner_idx" ON "arenas" USING btree ("owner_account_id");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_increment_check" CHECK ("games"."increment_seconds" in (0, 2));--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_time_control_check" CHECK ("games"."time_control" in (180, 300, 600, 900, 1800));