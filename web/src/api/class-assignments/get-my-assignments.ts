import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyAssignments } from '@chess-quest/protocol/class-assignments';
import { apiJson } from '../../lib/api-client';
import { assignmentKeys } from './keys';

/** GET /api/my-assignments → the child's assignments from its teachers (none when in no class). */
export function getMyAssignments(signal?: AbortSignal): Promise<MyAssignments> {
  return apiJson<MyAssignments>('GET', '/api/my-assignments', undefined, { signal });
}

export const myAssignmentsQueryOptions = () => queryOptions({ queryKey: assignmentKeys.mine(), queryFn: ({ signal }) => getMyAssignments(signal) });

export function useMyAssignments() {
  return useQuery(myAssignmentsQueryOptions());
}
