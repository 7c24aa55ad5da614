import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassProgress, ClassProgressDays } from '@chess-quest/protocol/classes';
import { apiJson } from '../../../lib/api-client';
import { teachKeys } from './keys';

/** GET /api/classes/:classId/progress?days= → one row per student; only activity since joining counts. */
export function getClassProgress(classId: string, days: ClassProgressDays, signal?: AbortSignal): Promise<ClassProgress> {
  return apiJson<ClassProgress>('GET', `/api/classes/${encodeURIComponent(classId)}/progress?days=${days}`, undefined, { signal });
}

export const classProgressQueryOptions = (classId: string, days: ClassProgressDays) =>
  queryOptions({ queryKey: teachKeys.progress(classId, days), queryFn: ({ signal }) => getClassProgress(classId, days, signal) });

/**
 * How often an open table reads its figures again (React Query stops while the tab is hidden):
 * a student's solve shows within this time, with or without a socket (a teacher's account with
 * no child has none). One SQL statement a read, whatever the class size (decision 036).
 */
export const CLASS_PROGRESS_REFRESH_MS = 15_000;

export function useClassProgress(classId: string, days: ClassProgressDays) {
  // The table stays on screen while another window's numbers load.
  return useQuery({ ...classProgressQueryOptions(classId, days), placeholderData: keepPreviousData, refetchInterval: CLASS_PROGRESS_REFRESH_MS });
}
