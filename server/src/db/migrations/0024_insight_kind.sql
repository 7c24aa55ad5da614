ALTER TABLE "learning_insights" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "learning_insights" ADD COLUMN "params" jsonb;