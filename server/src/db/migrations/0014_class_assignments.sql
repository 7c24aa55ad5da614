CREATE TABLE "class_assignment_completions" (
	"assignment_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "class_assignment_completions_assignment_id_child_id_pk" PRIMARY KEY("assignment_id","child_id")
);
--> statement-breakpoint
CREATE TABLE "class_assignment_puzzles" (
	"assignment_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"puzzle_id" text NOT NULL,
	"solved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "class_assignment_puzzles_assignment_id_child_id_puzzle_id_pk" PRIMARY KEY("assignment_id","child_id","puzzle_id")
);
--> statement-breakpoint
CREATE TABLE "class_assignment_students" (
	"assignment_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	CONSTRAINT "class_assignment_students_assignment_id_child_id_pk" PRIMARY KEY("assignment_id","child_id")
);
--> statement-breakpoint
CREATE TABLE "class_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"module_id" text,
	"chapter_id" text,
	"challenge_id" text,
	"puzzle_theme" text,
	"puzzle_count" integer,
	"puzzle_ids" text[],
	"whole_class" boolean NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_assignments_kind_check" CHECK ("class_assignments"."kind" in ('lesson_module', 'story_chapter', 'puzzle_set', 'mini_challenge')),
	CONSTRAINT "class_assignments_target_check" CHECK (("class_assignments"."kind" = 'lesson_module' and "class_assignments"."module_id" is not null)
        or ("class_assignments"."kind" = 'story_chapter' and "class_assignments"."chapter_id" is not null)
        or ("class_assignments"."kind" = 'mini_challenge' and "class_assignments"."challenge_id" is not null)
        or ("class_assignments"."kind" = 'puzzle_set' and "class_assignments"."puzzle_count" >= 1
            and (("class_assignments"."puzzle_theme" is not null and "class_assignments"."puzzle_ids" is null)
              or ("class_assignments"."puzzle_theme" is null and cardinality("class_assignments"."puzzle_ids") = "class_assignments"."puzzle_count"))))
);
--> statement-breakpoint
ALTER TABLE "class_assignment_completions" ADD CONSTRAINT "class_assignment_completions_assignment_id_class_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."class_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_assignment_completions" ADD CONSTRAINT "class_assignment_completions_child_id_class_students_child_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."class_students"("child_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_assignment_puzzles" ADD CONSTRAINT "class_assignment_puzzles_assignment_id_class_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."class_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_assignment_puzzles" ADD CONSTRAINT "class_assignment_puzzles_child_id_class_students_child_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."class_students"("child_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_assignment_students" ADD CONSTRAINT "class_assignment_students_assignment_id_class_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."class_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_assignment_students" ADD CONSTRAINT "class_assignment_students_child_id_class_students_child_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."class_students"("child_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_assignments" ADD CONSTRAINT "class_assignments_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_assignments" ADD CONSTRAINT "class_assignments_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_assignment_completions_child_idx" ON "class_assignment_completions" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "class_assignment_puzzles_child_idx" ON "class_assignment_puzzles" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "class_assignment_students_child_idx" ON "class_assignment_students" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "class_assignments_class_idx" ON "class_assignments" USING btree ("class_id","due_at");