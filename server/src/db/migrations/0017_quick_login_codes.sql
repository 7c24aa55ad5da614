CREATE TABLE "quick_login_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"address_hash" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_quick_codes" (
	"child_id" uuid PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_quick_codes" ADD CONSTRAINT "student_quick_codes_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quick_login_failures_address_idx" ON "quick_login_failures" USING btree ("address_hash","failed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "student_quick_codes_hash_unique" ON "student_quick_codes" USING btree ("code_hash");