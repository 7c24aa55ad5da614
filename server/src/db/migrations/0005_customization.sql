ALTER TABLE "unlocked_themes" ADD COLUMN "source" text DEFAULT 'condition' NOT NULL;--> statement-breakpoint
ALTER TABLE "unlocked_themes" ADD COLUMN "points_spent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_customization" ADD COLUMN "settings" jsonb;--> statement-breakpoint
ALTER TABLE "user_customization" ADD COLUMN "avatar" jsonb;--> statement-breakpoint
ALTER TABLE "user_customization" ADD COLUMN "built_in_image_url" text;--> statement-breakpoint
ALTER TABLE "unlocked_themes" ADD CONSTRAINT "unlocked_themes_source_check" CHECK ("unlocked_themes"."source" in ('condition', 'points'));--> statement-breakpoint
ALTER TABLE "unlocked_themes" ADD CONSTRAINT "unlocked_themes_points_check" CHECK ("unlocked_themes"."points_spent" >= 0);