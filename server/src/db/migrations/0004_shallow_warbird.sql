CREATE TABLE "daily_challenge_progress" (
	"child_id" uuid NOT NULL,
	"challenge_id" uuid NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_challenge_progress_child_id_challenge_id_pk" PRIMARY KEY("child_id","challenge_id"),
	CONSTRAINT "daily_challenge_progress_check" CHECK ("daily_challenge_progress"."progress" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_claims" (
	"child_id" uuid NOT NULL,
	"source_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_claims_child_id_source_key_pk" PRIMARY KEY("child_id","source_key")
);
--> statement-breakpoint
CREATE TABLE "reward_counters" (
	"child_id" uuid NOT NULL,
	"metric" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_counters_child_id_metric_pk" PRIMARY KEY("child_id","metric")
);
--> statement-breakpoint
CREATE TABLE "streak_shields" (
	"child_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"missed_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "streak_shields_child_id_week_start_pk" PRIMARY KEY("child_id","week_start")
);
--> statement-breakpoint
CREATE TABLE "xp_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"source_key" text NOT NULL,
	"xp" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "xp_ledger_amounts_check" CHECK ("xp_ledger"."xp" >= 0 and "xp_ledger"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"shareable_type" text NOT NULL,
	"shareable_id" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "daily_challenges_date_unique";--> statement-breakpoint
ALTER TABLE "achievements" ADD COLUMN "grants_badge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "achievements" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_challenges" ADD COLUMN "band" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_challenges" ADD COLUMN "template_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_challenges" ADD COLUMN "metric" text NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_challenges" ADD COLUMN "target" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "medals" ADD COLUMN "available_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "medals" ADD COLUMN "rule" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "medals" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "link_id" uuid;--> statement-breakpoint
ALTER TABLE "daily_challenge_progress" ADD CONSTRAINT "daily_challenge_progress_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_challenge_progress" ADD CONSTRAINT "daily_challenge_progress_challenge_id_daily_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."daily_challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_counters" ADD CONSTRAINT "reward_counters_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streak_shields" ADD CONSTRAINT "streak_shields_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xp_ledger" ADD CONSTRAINT "xp_ledger_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "xp_ledger_child_source_unique" ON "xp_ledger" USING btree ("child_id","source_key");--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_live_unique" ON "share_links" USING btree ("child_id","shareable_type","shareable_id") WHERE "share_links"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_link_id_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."share_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "daily_challenges_date_band_unique" ON "daily_challenges" USING btree ("date","band");--> statement-breakpoint
ALTER TABLE "daily_challenges" ADD CONSTRAINT "daily_challenges_target_check" CHECK ("daily_challenges"."target" >= 1);