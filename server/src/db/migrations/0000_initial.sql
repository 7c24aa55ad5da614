CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"parent_pin_hash" text,
	"oidc_issuer" text,
	"oidc_subject" text,
	"subscription_status" text DEFAULT 'inactive' NOT NULL,
	"plan" text DEFAULT 'Basic' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_plan_check" CHECK ("accounts"."plan" in ('Basic', 'Premium', 'Family'))
);
--> statement-breakpoint
CREATE TABLE "child_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"age" integer NOT NULL,
	"username" text NOT NULL,
	"profile_image_url" text,
	"level" integer DEFAULT 1 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"streak" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_profiles_age_check" CHECK ("child_profiles"."age" between 6 and 12)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "achievements" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"icon" text NOT NULL,
	"category" text NOT NULL,
	"rarity" text NOT NULL,
	"difficulty" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"xp_reward" integer DEFAULT 0 NOT NULL,
	"max_progress" integer DEFAULT 1 NOT NULL,
	"rule" jsonb NOT NULL,
	CONSTRAINT "achievements_category_check" CHECK ("achievements"."category" in ('learning', 'combat', 'progress', 'social', 'special')),
	CONSTRAINT "achievements_rarity_check" CHECK ("achievements"."rarity" in ('common', 'rare', 'epic', 'legendary')),
	CONSTRAINT "achievements_difficulty_check" CHECK ("achievements"."difficulty" in ('bronze', 'silver', 'gold', 'platinum', 'diamond')),
	CONSTRAINT "achievements_max_progress_check" CHECK ("achievements"."max_progress" >= 1)
);
--> statement-breakpoint
CREATE TABLE "board_themes" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"unlock_condition" text NOT NULL,
	"unlock_cost" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"light_square_color" text NOT NULL,
	"dark_square_color" text NOT NULL,
	CONSTRAINT "board_themes_unlock_condition_check" CHECK ("board_themes"."unlock_condition" in ('free', 'premium', 'points', 'wins_5', 'wins_10', 'lessons_3', 'lessons_5', 'level_5', 'level_10')),
	CONSTRAINT "board_themes_unlock_cost_check" CHECK ("board_themes"."unlock_condition" <> 'points' or coalesce("board_themes"."unlock_cost", 0) > 0)
);
--> statement-breakpoint
CREATE TABLE "daily_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"difficulty" integer NOT NULL,
	"reward_points" integer DEFAULT 0 NOT NULL,
	"reward_xp" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_challenges_difficulty_check" CHECK ("daily_challenges"."difficulty" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "learning_paths" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"icon" text NOT NULL,
	"color" text NOT NULL,
	"difficulty" integer NOT NULL,
	"estimated_duration" integer NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"prerequisites" text[] DEFAULT '{}'::text[] NOT NULL,
	"total_steps" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "learning_paths_difficulty_check" CHECK ("learning_paths"."difficulty" between 1 and 5),
	CONSTRAINT "learning_paths_total_steps_check" CHECK ("learning_paths"."total_steps" >= 1)
);
--> statement-breakpoint
CREATE TABLE "medals" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"rarity" text NOT NULL,
	"icon" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"xp_reward" integer DEFAULT 0 NOT NULL,
	"max_progress" integer DEFAULT 1 NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"is_limited_time" boolean DEFAULT false NOT NULL,
	"available_until" timestamp with time zone,
	CONSTRAINT "medals_category_check" CHECK ("medals"."category" in ('skill', 'achievement', 'special', 'seasonal')),
	CONSTRAINT "medals_rarity_check" CHECK ("medals"."rarity" in ('bronze', 'silver', 'gold', 'platinum', 'diamond')),
	CONSTRAINT "medals_max_progress_check" CHECK ("medals"."max_progress" >= 1),
	CONSTRAINT "medals_limited_time_check" CHECK (not "medals"."is_limited_time" or "medals"."available_until" is not null)
);
--> statement-breakpoint
CREATE TABLE "mini_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"difficulty" integer NOT NULL,
	"time_limit" integer NOT NULL,
	"reward_points" integer DEFAULT 0 NOT NULL,
	"reward_xp" integer DEFAULT 0 NOT NULL,
	"reward_badge" text,
	CONSTRAINT "mini_challenges_type_check" CHECK ("mini_challenges"."type" in ('quick_move', 'pattern_match', 'memory_game', 'speed_puzzle')),
	CONSTRAINT "mini_challenges_difficulty_check" CHECK ("mini_challenges"."difficulty" between 1 and 5),
	CONSTRAINT "mini_challenges_time_limit_check" CHECK ("mini_challenges"."time_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"difficulty" integer NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"required_level" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "modules_difficulty_check" CHECK ("modules"."difficulty" between 1 and 5),
	CONSTRAINT "modules_required_level_check" CHECK ("modules"."required_level" >= 1)
);
--> statement-breakpoint
CREATE TABLE "piece_themes" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"unlock_condition" text NOT NULL,
	"unlock_cost" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "piece_themes_unlock_condition_check" CHECK ("piece_themes"."unlock_condition" in ('free', 'premium', 'points', 'wins_5', 'wins_10', 'lessons_3', 'lessons_5', 'level_5', 'level_10')),
	CONSTRAINT "piece_themes_unlock_cost_check" CHECK ("piece_themes"."unlock_condition" <> 'points' or coalesce("piece_themes"."unlock_cost", 0) > 0)
);
--> statement-breakpoint
CREATE TABLE "puzzles" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"difficulty" integer NOT NULL,
	"fen" text NOT NULL,
	"solution" text[] NOT NULL,
	"hints" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"rating" integer NOT NULL,
	"themes" text[] DEFAULT '{}'::text[] NOT NULL,
	"source" text NOT NULL,
	"source_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "puzzles_difficulty_check" CHECK ("puzzles"."difficulty" between 1 and 5),
	CONSTRAINT "puzzles_source_check" CHECK ("puzzles"."source" in ('generated', 'lichess'))
);
--> statement-breakpoint
CREATE TABLE "story_chapters" (
	"id" text PRIMARY KEY NOT NULL,
	"chapter_number" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"required_level" integer DEFAULT 1 NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_days" (
	"child_id" uuid NOT NULL,
	"day" date NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_days_child_id_day_pk" PRIMARY KEY("child_id","day"),
	CONSTRAINT "activity_days_minutes_check" CHECK ("activity_days"."minutes" between 0 and 1440)
);
--> statement-breakpoint
CREATE TABLE "puzzle_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"puzzle_id" text NOT NULL,
	"solved" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"solved_at" timestamp with time zone,
	"points_awarded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "puzzle_attempts_attempts_check" CHECK ("puzzle_attempts"."attempts" >= 0),
	CONSTRAINT "puzzle_attempts_solved_at_check" CHECK ("puzzle_attempts"."solved" or "puzzle_attempts"."solved_at" is null)
);
--> statement-breakpoint
CREATE TABLE "streaks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"streak_type" text DEFAULT 'daily_login' NOT NULL,
	"current_streak" integer DEFAULT 0 NOT NULL,
	"longest_streak" integer DEFAULT 0 NOT NULL,
	"last_active_date" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "streaks_type_check" CHECK ("streaks"."streak_type" in ('daily_login', 'learning')),
	CONSTRAINT "streaks_longest_check" CHECK ("streaks"."longest_streak" >= "streaks"."current_streak")
);
--> statement-breakpoint
CREATE TABLE "user_experience" (
	"child_id" uuid PRIMARY KEY NOT NULL,
	"current_level" integer DEFAULT 1 NOT NULL,
	"total_xp" integer DEFAULT 0 NOT NULL,
	"xp_to_next_level" integer DEFAULT 1000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_experience_level_check" CHECK ("user_experience"."current_level" >= 1),
	CONSTRAINT "user_experience_xp_check" CHECK ("user_experience"."total_xp" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_modules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"module_id" text NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"step_stars" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"points_awarded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_modules_progress_check" CHECK ("user_modules"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "user_story" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"chapter_id" text NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_story_progress_check" CHECK ("user_story"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "badges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"badge_name" text NOT NULL,
	"badge_icon" text NOT NULL,
	"badge_color" text NOT NULL,
	"description" text NOT NULL,
	"is_equipped" boolean DEFAULT false NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mini_challenge_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"challenge_id" text NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"time_used_seconds" integer NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mini_challenge_runs_score_check" CHECK ("mini_challenge_runs"."score" >= 0),
	CONSTRAINT "mini_challenge_runs_time_check" CHECK ("mini_challenge_runs"."time_used_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_achievements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"achievement_id" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"unlocked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_achievements_progress_check" CHECK ("user_achievements"."progress" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_medals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"medal_id" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"earned_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_medals_progress_check" CHECK ("user_medals"."progress" >= 0)
);
--> statement-breakpoint
CREATE TABLE "unlocked_themes" (
	"child_id" uuid NOT NULL,
	"theme_kind" text NOT NULL,
	"theme_id" text NOT NULL,
	"unlocked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unlocked_themes_child_id_theme_kind_theme_id_pk" PRIMARY KEY("child_id","theme_kind","theme_id"),
	CONSTRAINT "unlocked_themes_kind_check" CHECK ("unlocked_themes"."theme_kind" in ('piece', 'board'))
);
--> statement-breakpoint
CREATE TABLE "user_customization" (
	"child_id" uuid PRIMARY KEY NOT NULL,
	"selected_piece_theme" text,
	"selected_board_theme" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_insights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"type" text NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_insights_priority_check" CHECK ("learning_insights"."priority" in ('high', 'normal', 'low'))
);
--> statement-breakpoint
CREATE TABLE "skill_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"skill_name" text NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"confidence" integer DEFAULT 0 NOT NULL,
	"strengths" text[] DEFAULT '{}'::text[] NOT NULL,
	"weaknesses" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_assessed" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skill_assessments_level_check" CHECK ("skill_assessments"."level" between 1 and 10),
	CONSTRAINT "skill_assessments_confidence_check" CHECK ("skill_assessments"."confidence" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "user_learning_paths" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"path_id" text NOT NULL,
	"status" text DEFAULT 'not_started' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"current_step" integer DEFAULT 0 NOT NULL,
	"total_steps" integer NOT NULL,
	"time_spent" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_learning_paths_status_check" CHECK ("user_learning_paths"."status" in ('not_started', 'in_progress', 'completed')),
	CONSTRAINT "user_learning_paths_progress_check" CHECK ("user_learning_paths"."progress" between 0 and 100),
	CONSTRAINT "user_learning_paths_step_check" CHECK ("user_learning_paths"."current_step" between 0 and "user_learning_paths"."total_steps"),
	CONSTRAINT "user_learning_paths_time_check" CHECK ("user_learning_paths"."time_spent" >= 0),
	CONSTRAINT "user_learning_paths_completed_check" CHECK ("user_learning_paths"."status" <> 'completed' or "user_learning_paths"."completed_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "user_milestones" (
	"child_id" uuid NOT NULL,
	"path_id" text NOT NULL,
	"milestone_key" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_milestones_child_id_path_id_milestone_key_pk" PRIMARY KEY("child_id","path_id","milestone_key")
);
--> statement-breakpoint
CREATE TABLE "game_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"ply" integer NOT NULL,
	"san" text NOT NULL,
	"uci" text NOT NULL,
	"fen_after" text NOT NULL,
	"moved_by" uuid NOT NULL,
	"time_taken_ms" integer NOT NULL,
	"white_time_left_ms" integer NOT NULL,
	"black_time_left_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_moves_ply_check" CHECK ("game_moves"."ply" >= 1),
	CONSTRAINT "game_moves_time_check" CHECK ("game_moves"."time_taken_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "games_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"white_id" uuid NOT NULL,
	"black_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"result" text,
	"termination" text,
	"winner_id" uuid,
	"fen" text NOT NULL,
	"time_control" integer NOT NULL,
	"white_time_left_ms" integer NOT NULL,
	"black_time_left_ms" integer NOT NULL,
	"turn_started_at" timestamp with time zone,
	"deadline_at" timestamp with time zone,
	"current_turn" text DEFAULT 'white' NOT NULL,
	"draw_offered_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	"white_rating_before" integer,
	"white_rating_after" integer,
	"black_rating_before" integer,
	"black_rating_after" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "games_players_check" CHECK ("games"."white_id" <> "games"."black_id"),
	CONSTRAINT "games_winner_check" CHECK ("games"."winner_id" is null or "games"."winner_id" in ("games"."white_id", "games"."black_id")),
	CONSTRAINT "games_status_check" CHECK ("games"."status" in ('active', 'finished', 'aborted')),
	CONSTRAINT "games_result_check" CHECK ("games"."result" in ('white_wins', 'black_wins', 'draw')),
	CONSTRAINT "games_termination_check" CHECK ("games"."termination" in ('checkmate', 'stalemate', 'threefold', 'fifty_moves', 'insufficient_material', 'resignation', 'agreement', 'timeout', 'abandonment')),
	CONSTRAINT "games_finished_check" CHECK ("games"."status" <> 'finished' or "games"."result" is not null),
	CONSTRAINT "games_time_control_check" CHECK ("games"."time_control" in (300, 600, 900, 1800)),
	CONSTRAINT "games_current_turn_check" CHECK ("games"."current_turn" in ('white', 'black')),
	CONSTRAINT "games_draw_offer_check" CHECK ("games"."draw_offered_by" in ('white', 'black')),
	CONSTRAINT "games_clocks_check" CHECK ("games"."white_time_left_ms" >= 0 and "games"."black_time_left_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" uuid NOT NULL,
	"receiver_id" uuid NOT NULL,
	"time_control" integer DEFAULT 600 NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"game_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "invitations_players_check" CHECK ("invitations"."sender_id" <> "invitations"."receiver_id"),
	CONSTRAINT "invitations_time_control_check" CHECK ("invitations"."time_control" in (300, 600, 900, 1800)),
	CONSTRAINT "invitations_status_check" CHECK ("invitations"."status" in ('pending', 'accepted', 'declined', 'expired', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "player_ratings" (
	"child_id" uuid PRIMARY KEY NOT NULL,
	"rating" integer DEFAULT 1000 NOT NULL,
	"rating_deviation" double precision DEFAULT 350 NOT NULL,
	"volatility" double precision DEFAULT 0.06 NOT NULL,
	"games_played" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_ratings_games_check" CHECK ("player_ratings"."games_played" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ai_game_moves" (
	"game_id" uuid NOT NULL,
	"ply" integer NOT NULL,
	"san" text NOT NULL,
	"uci" text NOT NULL,
	"fen_after" text NOT NULL,
	"by" text NOT NULL,
	"time_taken_ms" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_game_moves_game_id_ply_pk" PRIMARY KEY("game_id","ply"),
	CONSTRAINT "ai_game_moves_by_check" CHECK ("ai_game_moves"."by" in ('player', 'ai')),
	CONSTRAINT "ai_game_moves_ply_check" CHECK ("ai_game_moves"."ply" >= 1),
	CONSTRAINT "ai_game_moves_time_check" CHECK ("ai_game_moves"."time_taken_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ai_games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"difficulty" text NOT NULL,
	"player_color" text NOT NULL,
	"current_turn" text DEFAULT 'white' NOT NULL,
	"board_state" text NOT NULL,
	"moves" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"game_result" text,
	"winner" text,
	"termination" text,
	"time_control" integer DEFAULT 600 NOT NULL,
	"seed" integer DEFAULT floor(random() * 2147483647)::integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "ai_games_difficulty_check" CHECK ("ai_games"."difficulty" in ('easy', 'medium', 'hard')),
	CONSTRAINT "ai_games_player_color_check" CHECK ("ai_games"."player_color" in ('white', 'black')),
	CONSTRAINT "ai_games_current_turn_check" CHECK ("ai_games"."current_turn" in ('white', 'black')),
	CONSTRAINT "ai_games_result_check" CHECK ("ai_games"."game_result" in ('white_wins', 'black_wins', 'draw', 'abandoned')),
	CONSTRAINT "ai_games_winner_check" CHECK ("ai_games"."winner" in ('player', 'ai')),
	CONSTRAINT "ai_games_termination_check" CHECK ("ai_games"."termination" in ('checkmate', 'stalemate', 'threefold', 'fifty_moves', 'insufficient_material', 'resignation', 'agreement', 'timeout', 'abandonment')),
	CONSTRAINT "ai_games_time_control_check" CHECK ("ai_games"."time_control" in (300, 600, 900, 1800))
);
--> statement-breakpoint
CREATE TABLE "share_badges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"badge_type" text NOT NULL,
	"badge_id" text NOT NULL,
	"icon_name" text NOT NULL,
	"icon_color" text NOT NULL,
	"background_color" text NOT NULL,
	"text_color" text NOT NULL,
	"rarity" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_badges_rarity_check" CHECK ("share_badges"."rarity" in ('common', 'rare', 'epic', 'legendary'))
);
--> statement-breakpoint
CREATE TABLE "shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"shareable_type" text NOT NULL,
	"shareable_id" text NOT NULL,
	"platform" text NOT NULL,
	"share_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shares_platform_check" CHECK ("shares"."platform" in ('twitter', 'facebook', 'instagram', 'linkedin'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text NOT NULL,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" in ('stripe', 'demo')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('succeeded', 'failed', 'pending')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"plan" text NOT NULL,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text,
	"provider_subscription_id" text NOT NULL,
	"client_secret" text,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_plan_check" CHECK ("subscriptions"."plan" in ('Premium', 'Family')),
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('incomplete', 'active', 'past_due', 'canceled')),
	CONSTRAINT "subscriptions_provider_check" CHECK ("subscriptions"."provider" in ('stripe', 'demo')),
	CONSTRAINT "subscriptions_amount_check" CHECK ("subscriptions"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id"),
	CONSTRAINT "webhook_events_provider_check" CHECK ("webhook_events"."provider" in ('stripe', 'demo'))
);
--> statement-breakpoint
ALTER TABLE "child_profiles" ADD CONSTRAINT "child_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_days" ADD CONSTRAINT "activity_days_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puzzle_attempts" ADD CONSTRAINT "puzzle_attempts_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puzzle_attempts" ADD CONSTRAINT "puzzle_attempts_puzzle_id_puzzles_id_fk" FOREIGN KEY ("puzzle_id") REFERENCES "public"."puzzles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streaks" ADD CONSTRAINT "streaks_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_experience" ADD CONSTRAINT "user_experience_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_modules" ADD CONSTRAINT "user_modules_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_modules" ADD CONSTRAINT "user_modules_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_story" ADD CONSTRAINT "user_story_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_story" ADD CONSTRAINT "user_story_chapter_id_story_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."story_chapters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mini_challenge_runs" ADD CONSTRAINT "mini_challenge_runs_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mini_challenge_runs" ADD CONSTRAINT "mini_challenge_runs_challenge_id_mini_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."mini_challenges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_achievement_id_achievements_id_fk" FOREIGN KEY ("achievement_id") REFERENCES "public"."achievements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_medals" ADD CONSTRAINT "user_medals_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_medals" ADD CONSTRAINT "user_medals_medal_id_medals_id_fk" FOREIGN KEY ("medal_id") REFERENCES "public"."medals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unlocked_themes" ADD CONSTRAINT "unlocked_themes_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_customization" ADD CONSTRAINT "user_customization_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_customization" ADD CONSTRAINT "user_customization_selected_piece_theme_piece_themes_id_fk" FOREIGN KEY ("selected_piece_theme") REFERENCES "public"."piece_themes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_customization" ADD CONSTRAINT "user_customization_selected_board_theme_board_themes_id_fk" FOREIGN KEY ("selected_board_theme") REFERENCES "public"."board_themes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_insights" ADD CONSTRAINT "learning_insights_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_assessments" ADD CONSTRAINT "skill_assessments_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_learning_paths" ADD CONSTRAINT "user_learning_paths_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_learning_paths" ADD CONSTRAINT "user_learning_paths_path_id_learning_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."learning_paths"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_milestones" ADD CONSTRAINT "user_milestones_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_milestones" ADD CONSTRAINT "user_milestones_path_id_learning_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."learning_paths"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_moves" ADD CONSTRAINT "game_moves_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_moves" ADD CONSTRAINT "game_moves_moved_by_child_profiles_id_fk" FOREIGN KEY ("moved_by") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_white_id_child_profiles_id_fk" FOREIGN KEY ("white_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_black_id_child_profiles_id_fk" FOREIGN KEY ("black_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_sender_id_child_profiles_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_receiver_id_child_profiles_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_ratings" ADD CONSTRAINT "player_ratings_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_game_moves" ADD CONSTRAINT "ai_game_moves_game_id_ai_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."ai_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_games" ADD CONSTRAINT "ai_games_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_badges" ADD CONSTRAINT "share_badges_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_unique" ON "accounts" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_oidc_unique" ON "accounts" USING btree ("oidc_issuer","oidc_subject");--> statement-breakpoint
CREATE UNIQUE INDEX "child_profiles_username_unique" ON "child_profiles" USING btree ("username");--> statement-breakpoint
CREATE INDEX "child_profiles_account_idx" ON "child_profiles" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_challenges_date_unique" ON "daily_challenges" USING btree ("date");--> statement-breakpoint
CREATE INDEX "puzzles_rating_idx" ON "puzzles" USING btree ("rating");--> statement-breakpoint
CREATE UNIQUE INDEX "puzzles_source_unique" ON "puzzles" USING btree ("source","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "story_chapters_number_unique" ON "story_chapters" USING btree ("chapter_number");--> statement-breakpoint
CREATE INDEX "puzzle_attempts_child_created_idx" ON "puzzle_attempts" USING btree ("child_id","created_at");--> statement-breakpoint
CREATE INDEX "puzzle_attempts_child_puzzle_idx" ON "puzzle_attempts" USING btree ("child_id","puzzle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "puzzle_attempts_points_once" ON "puzzle_attempts" USING btree ("child_id","puzzle_id") WHERE "puzzle_attempts"."points_awarded";--> statement-breakpoint
CREATE UNIQUE INDEX "streaks_child_type_unique" ON "streaks" USING btree ("child_id","streak_type");--> statement-breakpoint
CREATE UNIQUE INDEX "user_modules_child_module_unique" ON "user_modules" USING btree ("child_id","module_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_story_child_chapter_unique" ON "user_story" USING btree ("child_id","chapter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "badges_child_name_unique" ON "badges" USING btree ("child_id","badge_name");--> statement-breakpoint
CREATE INDEX "mini_challenge_runs_child_challenge_idx" ON "mini_challenge_runs" USING btree ("child_id","challenge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_achievements_child_achievement_unique" ON "user_achievements" USING btree ("child_id","achievement_id");--> statement-breakpoint
CREATE INDEX "user_achievements_child_unlocked_idx" ON "user_achievements" USING btree ("child_id","unlocked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_medals_child_medal_unique" ON "user_medals" USING btree ("child_id","medal_id");--> statement-breakpoint
CREATE INDEX "learning_insights_child_created_idx" ON "learning_insights" USING btree ("child_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "skill_assessments_child_skill_unique" ON "skill_assessments" USING btree ("child_id","skill_name");--> statement-breakpoint
CREATE UNIQUE INDEX "user_learning_paths_child_path_unique" ON "user_learning_paths" USING btree ("child_id","path_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_moves_game_ply_unique" ON "game_moves" USING btree ("game_id","ply");--> statement-breakpoint
CREATE INDEX "game_moves_moved_by_created_idx" ON "game_moves" USING btree ("moved_by","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "games_number_unique" ON "games" USING btree ("number");--> statement-breakpoint
CREATE INDEX "games_white_status_idx" ON "games" USING btree ("white_id","status");--> statement-breakpoint
CREATE INDEX "games_black_status_idx" ON "games" USING btree ("black_id","status");--> statement-breakpoint
CREATE INDEX "games_deadline_idx" ON "games" USING btree ("deadline_at") WHERE "games"."status" = 'active';--> statement-breakpoint
CREATE INDEX "invitations_receiver_status_idx" ON "invitations" USING btree ("receiver_id","status");--> statement-breakpoint
CREATE INDEX "invitations_sender_status_idx" ON "invitations" USING btree ("sender_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_pending_pair_unique" ON "invitations" USING btree ("sender_id","receiver_id") WHERE "invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "player_ratings_rating_idx" ON "player_ratings" USING btree ("rating");--> statement-breakpoint
CREATE INDEX "ai_games_child_result_idx" ON "ai_games" USING btree ("child_id","game_result");--> statement-breakpoint
CREATE INDEX "share_badges_child_created_idx" ON "share_badges" USING btree ("child_id","created_at");--> statement-breakpoint
CREATE INDEX "shares_child_created_idx" ON "shares" USING btree ("child_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_unique" ON "payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "payments_subscription_idx" ON "payments" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "payments_account_created_idx" ON "payments" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_subscription_unique" ON "subscriptions" USING btree ("provider","provider_subscription_id");--> statement-breakpoint
CREATE INDEX "subscriptions_account_status_idx" ON "subscriptions" USING btree ("account_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_per_account" ON "subscriptions" USING btree ("account_id") WHERE "subscriptions"."status" in ('active', 'past_due');