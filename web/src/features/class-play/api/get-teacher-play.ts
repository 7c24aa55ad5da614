import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ClassPlay } from '@chess-quest/protocol/class-play';
import { apiJson } from '../../../lib/api-client';
import { socketWith, useSocketStatus } from '../../../lib/socket/connection';
import { pollWhileDisconnected } from '../../../lib/socket/requests';
import { teacherPlayLive } from '../live';
import { classPlayKeys, TEACHER_REFRESH_MS } from './keys';

/** GET /api/classes/:classId/play → the class race and the live games between its students (a teacher of the class). */
export function getTeacherPlay(classId: string, signal?: AbortSignal): Promise<ClassPlay> {
  return apiJson<ClassPlay>('GET', `/api/classes/${encodeURIComponent(classId)}/play`, undefined, { signal });
}

export const teacherPlayQueryOptions = (classId: string) =>
  queryOptions({ queryKey: classPlayKeys.teacher(classId), queryFn: ({ signal }) => getTeacherPlay(classId, signal) });

/** The class at play: pushed changes (class:changed) read it again; the poll only while the socket is down. */
export function useTeacherPlay(classId: string) {
  useEffect(() => void socketWith(teacherPlayLive), []);
  const status = useSocketStatus();
  return useQuery({ ...teacherPlayQueryOptions(classId), refetchInterval: pollWhileDisconnected(status, TEACHER_REFRESH_MS) });
}
