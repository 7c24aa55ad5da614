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

export function useClassProgress(classId: string, days: ClassProgressDays) {
  // The table stays on screen while another window's numbers load.
  return useQuery({ ...classProgressQueryOptions(classId, days), placeholderData: keepPreviousData });
}
