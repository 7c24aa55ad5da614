CREATE TABLE "review_items" (
	"child_id" uuid NOT NULL,
	"item_key" text NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"step_index" integer,
	"missed_at" timestamp with time zone NOT NULL,
	"stage" integer DEFAULT 0 NOT NULL,
	"solves" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "review_items_child_id_item_key_pk" PRIMARY KEY("child_id","item_key"),
	CONSTRAINT "review_items_kind_check" CHECK ("review_items"."kind" in ('puzzle', 'lesson-step')),
	CONSTRAINT "review_items_stage_check" CHECK ("review_items"."stage" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "analytics_games" (
	"child_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"source" text NOT NULL,
	"colour" text NOT NULL,
	"result" text NOT NULL,
	"reason" text NOT NULL,
	"opponent" text NOT NULL,
	"moves" text[] NOT NULL,
	"opening_eco" text,
	"opening_name" text,
	"finished_at" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_games_child_id_game_id_pk" PRIMARY KEY("child_id","game_id"),
	CONSTRAINT "analytics_games_source_check" CHECK ("analytics_games"."source" in ('ai', 'live')),
	CONSTRAINT "analytics_games_result_check" CHECK ("analytics_games"."result" in ('win', 'loss', 'draw')),
	CONSTRAINT "analytics_games_colour_check" CHECK ("analytics_games"."colour" in ('white', 'black'))
);
--> statement-breakpoint
CREATE TABLE "analytics_moves" (
	"child_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"ply" integer NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	"square" text NOT NULL,
	"piece" text NOT NULL,
	"capture" boolean NOT NULL,
	"time_ms" integer NOT NULL,
	"won" boolean NOT NULL,
	CONSTRAINT "analytics_moves_child_id_game_id_ply_pk" PRIMARY KEY("child_id","game_id","ply"),
	CONSTRAINT "analytics_moves_square_check" CHECK ("analytics_moves"."square" ~ '^[a-h][1-8]$'),
	CONSTRAINT "analytics_moves_piece_check" CHECK ("analytics_moves"."piece" in ('p', 'n', 'b', 'r', 'q', 'k')),
	CONSTRAINT "analytics_moves_time_check" CHECK ("analytics_moves"."time_ms" >= 0)
);
--> statement-breakpoint
ALTER TABLE "user_milestones" ALTER COLUMN "completed_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "user_milestones" ALTER COLUMN "completed_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "learning_insights" ADD COLUMN "dedupe_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "learning_insights" ADD COLUMN "action_href" text;--> statement-breakpoint
ALTER TABLE "learning_insights" ADD COLUMN "action_label" text;--> statement-breakpoint
ALTER TABLE "user_learning_paths" ADD COLUMN "last_activity_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_milestones" ADD COLUMN "step_index" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_milestones" ADD COLUMN "count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_milestones" ADD COLUMN "target" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_milestones" ADD COLUMN "seen" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "user_milestones" ADD COLUMN "time_spent_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_milestones" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "review_items" ADD CONSTRAINT "review_items_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_games" ADD CONSTRAINT "analytics_games_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_moves" ADD CONSTRAINT "analytics_moves_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_items_child_due_idx" ON "review_items" USING btree ("child_id","due_at");--> statement-breakpoint
CREATE INDEX "analytics_games_child_finished_idx" ON "analytics_games" USING btree ("child_id","finished_at");--> statement-breakpoint
CREATE INDEX "analytics_moves_heatmap_idx" ON "analytics_moves" USING btree ("child_id","played_at","square","piece","won","time_ms");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_insights_child_key_unique" ON "learning_insights" USING btree ("child_id","dedupe_key");--> statement-breakpoint
ALTER TABLE "user_milestones" ADD CONSTRAINT "user_milestones_count_check" CHECK ("user_milestones"."count" between 0 and "user_milestones"."target");--> statement-breakpoint
ALTER TABLE "user_milestones" ADD CONSTRAINT "user_milestones_time_check" CHECK ("user_milestones"."time_spent_seconds" >= 0);