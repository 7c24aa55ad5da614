import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassRace } from '@chess-quest/protocol/class-play';
import { apiJson } from '../../../lib/api-client';
import { classPlayKeys } from './keys';

/** POST /api/class-play/race/join → the student is in the class race the teacher opened. */
export function joinClassRace(): Promise<ClassRace> {
  return apiJson<ClassRace>('POST', '/api/class-play/race/join', {});
}

export function useJoinClassRace() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: joinClassRace, onSettled: () => queryClient.invalidateQueries({ queryKey: classPlayKeys.lobby() }) });
}
