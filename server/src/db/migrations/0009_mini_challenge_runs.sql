ALTER TABLE "mini_challenge_runs" ALTER COLUMN "time_used_seconds" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "mini_challenges" ADD COLUMN "goal_score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mini_challenges" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mini_challenge_runs" ADD COLUMN "seed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mini_challenge_runs" ADD COLUMN "content" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mini_challenge_runs" ADD COLUMN "state" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mini_challenge_runs" ADD COLUMN "started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mini_challenge_runs" ADD COLUMN "deadline" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mini_challenge_runs" ADD COLUMN "finished_at" timestamp with time zone;