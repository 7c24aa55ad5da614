CREATE TABLE "class_race_entrants" (
	"class_race_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_race_entrants_class_race_id_child_id_pk" PRIMARY KEY("class_race_id","child_id")
);
--> statement-breakpoint
CREATE TABLE "class_races" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"opened_by" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"race_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "class_races_status_check" CHECK ("class_races"."status" in ('open', 'started', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "class_race_entrants" ADD CONSTRAINT "class_race_entrants_class_race_id_class_races_id_fk" FOREIGN KEY ("class_race_id") REFERENCES "public"."class_races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_race_entrants" ADD CONSTRAINT "class_race_entrants_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_races" ADD CONSTRAINT "class_races_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_races" ADD CONSTRAINT "class_races_opened_by_accounts_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_races" ADD CONSTRAINT "class_races_race_id_puzzle_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."puzzle_races"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_race_entrants_child_idx" ON "class_race_entrants" USING btree ("child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "class_races_one_live_per_class" ON "class_races" USING btree ("class_id") WHERE "class_races"."status" in ('open', 'started');--> statement-breakpoint
CREATE INDEX "class_races_class_created_idx" ON "class_races" USING btree ("class_id","created_at");