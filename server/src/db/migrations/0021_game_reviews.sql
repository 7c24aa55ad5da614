CREATE TABLE "game_reviews" (
	"game_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"colour" text NOT NULL,
	"result" text NOT NULL,
	"opponent" text NOT NULL,
	"moves" text[] NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"review" jsonb,
	"mistakes" integer,
	"inaccuracies" integer,
	"child_moves" integer,
	"retry_solved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	CONSTRAINT "game_reviews_game_id_child_id_pk" PRIMARY KEY("game_id","child_id"),
	CONSTRAINT "game_reviews_kind_check" CHECK ("game_reviews"."kind" in ('ai', 'live', 'arena')),
	CONSTRAINT "game_reviews_status_check" CHECK ("game_reviews"."status" in ('pending', 'ready')),
	CONSTRAINT "game_reviews_colour_check" CHECK ("game_reviews"."colour" in ('white', 'black')),
	CONSTRAINT "game_reviews_result_check" CHECK ("game_reviews"."result" in ('win', 'loss', 'draw')),
	CONSTRAINT "game_reviews_ready_check" CHECK (("game_reviews"."status" = 'ready') = ("game_reviews"."review" is not null))
);
--> statement-breakpoint
ALTER TABLE "game_reviews" ADD CONSTRAINT "game_reviews_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_reviews_child_finished_idx" ON "game_reviews" USING btree ("child_id","finished_at");--> statement-breakpoint
CREATE INDEX "game_reviews_pending_idx" ON "game_reviews" USING btree ("created_at") WHERE "game_reviews"."status" = 'pending';