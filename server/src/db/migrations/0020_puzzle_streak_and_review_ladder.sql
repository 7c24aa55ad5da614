CREATE TABLE "puzzle_streak_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"streak" integer DEFAULT 0 NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"puzzle_id" text NOT NULL,
	"played" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"used" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"missed_move" text,
	"expected_move" text,
	"day" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "puzzle_streak_runs_streak_check" CHECK ("puzzle_streak_runs"."streak" >= 0 and "puzzle_streak_runs"."step" >= 0)
);
--> statement-breakpoint
ALTER TABLE "review_items" DROP CONSTRAINT "review_items_stage_check";--> statement-breakpoint
-- The review ladder (issue 26): stages were 0 = 1 day, 1 = 3 days, 2 = 7 days after the miss;
-- they are now rungs 0 = 4 hours, 1 = 1 day, 2 = 3 days, 3 = 1 week, 4 = 2 weeks, 5 = 1 month.
-- An item still in review moves to the rung of the same wait (its due time is kept); a
-- finished item stays finished.
UPDATE "review_items" SET "stage" = "stage" + 1 WHERE "done_at" IS NULL;--> statement-breakpoint
ALTER TABLE "puzzle_streak_runs" ADD CONSTRAINT "puzzle_streak_runs_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puzzle_streak_runs" ADD CONSTRAINT "puzzle_streak_runs_puzzle_id_puzzles_id_fk" FOREIGN KEY ("puzzle_id") REFERENCES "public"."puzzles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "puzzle_streak_runs_one_going_unique" ON "puzzle_streak_runs" USING btree ("child_id") WHERE "puzzle_streak_runs"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "puzzle_streak_runs_child_streak_idx" ON "puzzle_streak_runs" USING btree ("child_id","streak");--> statement-breakpoint
CREATE INDEX "puzzle_streak_runs_child_day_idx" ON "puzzle_streak_runs" USING btree ("child_id","day");--> statement-breakpoint
ALTER TABLE "review_items" ADD CONSTRAINT "review_items_stage_check" CHECK ("review_items"."stage" between 0 and 5);