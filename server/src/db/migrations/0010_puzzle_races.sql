CREATE TABLE "puzzle_race_players" (
	"race_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"solved" integer DEFAULT 0 NOT NULL,
	"tried" integer DEFAULT 0 NOT NULL,
	"place" integer,
	"joined_at" timestamp with time zone,
	CONSTRAINT "puzzle_race_players_race_id_child_id_pk" PRIMARY KEY("race_id","child_id"),
	CONSTRAINT "puzzle_race_players_status_check" CHECK ("puzzle_race_players"."status" in ('invited', 'joined', 'declined')),
	CONSTRAINT "puzzle_race_players_counts_check" CHECK ("puzzle_race_players"."score" >= 0 and "puzzle_race_players"."solved" >= 0 and "puzzle_race_players"."tried" >= 0)
);
--> statement-breakpoint
CREATE TABLE "puzzle_races" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"seed" integer NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"deadline" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "puzzle_races_status_check" CHECK ("puzzle_races"."status" in ('waiting', 'running', 'finished', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "puzzle_race_players" ADD CONSTRAINT "puzzle_race_players_race_id_puzzle_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."puzzle_races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puzzle_race_players" ADD CONSTRAINT "puzzle_race_players_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puzzle_races" ADD CONSTRAINT "puzzle_races_host_id_child_profiles_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "puzzle_race_players_child_idx" ON "puzzle_race_players" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "puzzle_races_status_deadline_idx" ON "puzzle_races" USING btree ("status","deadline");--> statement-breakpoint
CREATE INDEX "puzzle_races_host_created_idx" ON "puzzle_races" USING btree ("host_id","created_at");