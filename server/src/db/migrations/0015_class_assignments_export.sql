ALTER TABLE "class_assignment_completions" DROP CONSTRAINT "class_assignment_completions_child_id_class_students_child_id_fk";
--> statement-breakpoint
ALTER TABLE "class_assignment_puzzles" DROP CONSTRAINT "class_assignment_puzzles_child_id_class_students_child_id_fk";
--> statement-breakpoint
ALTER TABLE "class_assignment_students" DROP CONSTRAINT "class_assignment_students_child_id_class_students_child_id_fk";
--> statement-breakpoint
ALTER TABLE "class_assignment_completions" ADD CONSTRAINT "class_assignment_completions_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_assignment_completions" ADD CONSTRAINT "class_assignment_completions_member_fk" FOREIGN KEY ("child_id") REFERENCES "public"."class_students"("child_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_assignment_puzzles" ADD CONSTRAINT "class_assignment_puzzles_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_assignment_puzzles" ADD CONSTRAINT "class_assignment_puzzles_member_fk" FOREIGN KEY ("child_id") REFERENCES "public"."class_students"("child_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_assignment_students" ADD CONSTRAINT "class_assignment_students_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_assignment_students" ADD CONSTRAINT "class_assignment_students_member_fk" FOREIGN KEY ("child_id") REFERENCES "public"."class_students"("child_id") ON DELETE cascade ON UPDATE no action;