ALTER TABLE "accounts" ADD COLUMN "privacy_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "privacy_policy_version" text;--> statement-breakpoint
ALTER TABLE "activity_days" ADD COLUMN "seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_days" ADD COLUMN "last_beat_at" timestamp with time zone;--> statement-breakpoint
-- Minutes counted before seconds were: each a whole minute of use.
UPDATE "activity_days" SET "seconds" = "minutes" * 60;--> statement-breakpoint
ALTER TABLE "activity_days" ADD CONSTRAINT "activity_days_seconds_check" CHECK ("activity_days"."seconds" between 0 and 86400);