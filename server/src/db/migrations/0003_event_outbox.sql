CREATE TABLE "outbox_deliveries" (
	"fact_id" bigint NOT NULL,
	"subscriber" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "outbox_deliveries_fact_id_subscriber_pk" PRIMARY KEY("fact_id","subscriber")
);
--> statement-breakpoint
CREATE TABLE "outbox_facts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"child_id" uuid,
	"account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_deliveries" ADD CONSTRAINT "outbox_deliveries_fact_id_outbox_facts_id_fk" FOREIGN KEY ("fact_id") REFERENCES "public"."outbox_facts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_facts" ADD CONSTRAINT "outbox_facts_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_facts" ADD CONSTRAINT "outbox_facts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_deliveries_pending_idx" ON "outbox_deliveries" USING btree ("due_at","fact_id") WHERE "outbox_deliveries"."done_at" is null and "outbox_deliveries"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_facts_child_idx" ON "outbox_facts" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "outbox_facts_created_idx" ON "outbox_facts" USING btree ("created_at");