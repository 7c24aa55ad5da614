CREATE TABLE "coordinates_bests" (
	"child_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"side" text NOT NULL,
	"best" integer NOT NULL,
	"round_id" uuid NOT NULL,
	"achieved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coordinates_bests_child_id_mode_side_pk" PRIMARY KEY("child_id","mode","side"),
	CONSTRAINT "coordinates_bests_mode_check" CHECK ("coordinates_bests"."mode" in ('find', 'name')),
	CONSTRAINT "coordinates_bests_side_check" CHECK ("coordinates_bests"."side" in ('white', 'black')),
	CONSTRAINT "coordinates_bests_best_check" CHECK ("coordinates_bests"."best" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coordinates_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"side" text NOT NULL,
	"seed" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scored_at" timestamp with time zone,
	"score" integer,
	"answers" jsonb,
	CONSTRAINT "coordinates_rounds_mode_check" CHECK ("coordinates_rounds"."mode" in ('find', 'name')),
	CONSTRAINT "coordinates_rounds_side_check" CHECK ("coordinates_rounds"."side" in ('white', 'black')),
	CONSTRAINT "coordinates_rounds_score_check" CHECK ("coordinates_rounds"."score" is null or "coordinates_rounds"."score" >= 0)
);
--> statement-breakpoint
ALTER TABLE "coordinates_bests" ADD CONSTRAINT "coordinates_bests_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coordinates_bests" ADD CONSTRAINT "coordinates_bests_round_id_coordinates_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."coordinates_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coordinates_rounds" ADD CONSTRAINT "coordinates_rounds_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coordinates_rounds_child_started_idx" ON "coordinates_rounds" USING btree ("child_id","started_at");