import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassAssignmentList } from '@chess-quest/protocol/class-assignments';
import { apiJson } from '../../lib/api-client';
import { useSocketStatus } from '../../lib/socket/connection';
import { pollWhileDisconnected } from '../../lib/socket/requests';
import { assignmentKeys } from './keys';

/** How often the teacher's list is read again while shown and the socket is down: the fallback of the live push. */
export const CLASS_ASSIGNMENTS_REFRESH_MS = 15_000;

/** GET /api/classes/:classId/assignments → the class's assignments with who has finished each. */
export function getClassAssignments(classId: string, signal?: AbortSignal): Promise<ClassAssignmentList> {
  return apiJson<ClassAssignmentList>('GET', `/api/classes/${encodeURIComponent(classId)}/assignments`, undefined, { signal });
}

export const classAssignmentsQueryOptions = (classId: string) =>
  queryOptions({
    queryKey: assignmentKeys.ofClass(classId),
    queryFn: ({ signal }) => getClassAssignments(classId, signal),
  });

/** The class's list; `assignment:completed` reads it again (live.ts), the poll only while the socket is down. */
export function useClassAssignments(classId: string) {
  const status = useSocketStatus();
  return useQuery({ ...classAssignmentsQueryOptions(classId), refetchInterval: pollWhileDisconnected(status, CLASS_ASSIGNMENTS_REFRESH_MS) });
}
