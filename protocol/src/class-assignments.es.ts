import type { AssignmentKind } from './class-assignments';

// Spanish of the kinds of class assignment (class-assignments.ts ASSIGNMENT_KIND_NAMES; issue 27).

export const ASSIGNMENT_KIND_NAMES_ES: Record<AssignmentKind, string> = {
  lesson_module: 'Lección',
  story_chapter: 'Capítulo de la historia',
  puzzle_set: 'Problemas',
  mini_challenge: 'Minirreto',
};
