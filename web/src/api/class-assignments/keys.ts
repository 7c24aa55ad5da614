import { parentKeys } from '../query-keys';

/**
 * Class assignments' query keys. The teacher's reads sit under the parent area's keys (they
 * pass the same PIN gate, so a lock or an unlock reads them again); the student's own list
 * is a child's read.
 */
export const assignmentKeys = {
  teach: [...parentKeys.all, 'teach', 'assignments'] as const,
  ofClass: (classId: string) => [...assignmentKeys.teach, 'class', classId] as const,
  choices: () => [...assignmentKeys.teach, 'choices'] as const,
  puzzles: (theme: string) => [...assignmentKeys.teach, 'puzzles', theme] as const,
  mine: () => ['class-assignments', 'mine'] as const,
};
