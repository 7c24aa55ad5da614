import { teacherStatusKey } from '../../../api/get-teacher-status';
import { parentKeys } from '../../../api/query-keys';

/**
 * The classes feature's query keys. The teacher's reads sit under the parent area's keys: they
 * pass the same PIN gate, so a lock or an unlock (parentGateChanged) reads them again.
 */
export const teachKeys = {
  all: [...parentKeys.all, 'teach'] as const,
  classes: (archived: boolean) => [...teachKeys.all, 'classes', archived ? 'archived' : 'active'] as const,
  detail: (classId: string) => [...teachKeys.all, 'class', classId] as const,
  news: (classId: string) => [...teachKeys.detail(classId), 'news'] as const,
  progress: (classId: string, days: number) => [...teachKeys.detail(classId), 'progress', days] as const,
};

/** Reads outside the PIN gate: who this account is, a class's sign-in tiles, a student's own class. */
export const classKeys = {
  all: ['classes'] as const,
  teacherStatus: () => teacherStatusKey,
  login: (code: string) => [...classKeys.all, 'login', code] as const,
  mine: () => [...classKeys.all, 'mine'] as const,
};
