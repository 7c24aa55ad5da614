import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MistakesSeries } from '@chess-quest/protocol/game-review';
import { apiJson } from '../../../lib/api-client';
import { teachKeys } from './keys';

/** GET /api/classes/:classId/students/:studentId/mistakes-per-game → the student's last reviewed games, oldest first, and the trend. */
export function getStudentMistakes(classId: string, studentId: string, signal?: AbortSignal): Promise<MistakesSeries> {
  return apiJson<MistakesSeries>(
    'GET',
    `/api/classes/${encodeURIComponent(classId)}/students/${encodeURIComponent(studentId)}/mistakes-per-game`,
    undefined,
    { signal },
  );
}

export const studentMistakesQueryOptions = (classId: string, studentId: string) =>
  queryOptions({
    queryKey: [...teachKeys.detail(classId), 'students', studentId, 'mistakes-per-game'] as const,
    queryFn: ({ signal }) => getStudentMistakes(classId, studentId, signal),
  });

export function useStudentMistakes(classId: string, studentId: string | null) {
  return useQuery({ ...studentMistakesQueryOptions(classId, studentId ?? ''), enabled: studentId !== null });
}
