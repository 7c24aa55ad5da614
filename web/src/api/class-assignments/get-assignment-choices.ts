import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssignmentChoices } from '@chess-quest/protocol/class-assignments';
import { apiJson } from '../../lib/api-client';
import { assignmentKeys } from './keys';

/** GET /api/assignment-choices → the lessons, chapters, mini challenges and puzzle themes a teacher may assign. */
export function getAssignmentChoices(signal?: AbortSignal): Promise<AssignmentChoices> {
  return apiJson<AssignmentChoices>('GET', '/api/assignment-choices', undefined, { signal });
}

export function useAssignmentChoices() {
  return useQuery(
    queryOptions({ queryKey: assignmentKeys.choices(), queryFn: ({ signal }) => getAssignmentChoices(signal), staleTime: 10 * 60_000 }),
  );
}
