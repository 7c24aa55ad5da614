import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassRace } from '@chess-quest/protocol/class-play';
import { apiJson } from '../../../lib/api-client';
import { classPlayKeys } from './keys';

export type ClassRaceAction = 'open' | 'start' | 'cancel';

const pathOf = (classId: string, action: ClassRaceAction) =>
  `/api/classes/${encodeURIComponent(classId)}/play/race${action === 'open' ? '' : `/${action}`}`;

/** POST /api/classes/:classId/play/race (open), …/race/start, …/race/cancel: the teacher's acts on the class race. */
export function classRaceAction(classId: string, action: ClassRaceAction): Promise<ClassRace> {
  return apiJson<ClassRace>('POST', pathOf(classId, action), {});
}

export function useClassRaceAction(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ClassRaceAction) => classRaceAction(classId, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: classPlayKeys.teacher(classId) }),
  });
}
