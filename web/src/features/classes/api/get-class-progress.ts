import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ClassProgress, ClassProgressDays } from '@chess-quest/protocol/classes';
import { apiJson } from '../../../lib/api-client';
import { socketWith, useSocketStatus } from '../../../lib/socket/connection';
import { pollWhileDisconnected } from '../../../lib/socket/requests';
import { classProgressLive } from '../live';
import { teachKeys } from './keys';

/** GET /api/classes/:classId/progress?days= → one row per student; only activity since joining counts. */
export function getClassProgress(classId: string, days: ClassProgressDays, signal?: AbortSignal): Promise<ClassProgress> {
  return apiJson<ClassProgress>('GET', `/api/classes/${encodeURIComponent(classId)}/progress?days=${days}`, undefined, { signal });
}

export const classProgressQueryOptions = (classId: string, days: ClassProgressDays) =>
  queryOptions({ queryKey: teachKeys.progress(classId, days), queryFn: ({ signal }) => getClassProgress(classId, days, signal) });

/**
 * How often an open table reads its figures again while the socket is down (React Query stops
 * while the tab is hidden); while it is up, a student's activity is pushed (class:changed) and
 * the table read again within seconds. One SQL statement a read, whatever the class size.
 */
export const CLASS_PROGRESS_REFRESH_MS = 15_000;

export function useClassProgress(classId: string, days: ClassProgressDays) {
  useEffect(() => void socketWith(classProgressLive), []);
  const status = useSocketStatus();
  // The table stays on screen while another window's numbers load.
  return useQuery({
    ...classProgressQueryOptions(classId, days),
    placeholderData: keepPreviousData,
    refetchInterval: pollWhileDisconnected(status, CLASS_PROGRESS_REFRESH_MS),
  });
}
