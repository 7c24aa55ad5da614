import { useQuery } from '@tanstack/react-query';
import type { ParentClasses } from '@chess-quest/protocol/class-invitations';
import { apiJson } from '../../lib/api-client';
import { classInvitationKeys } from './keys';

/** GET /api/parent/class-requests → the children's requests to join a class, and the classes they are in (parent). */
export function getParentClasses(signal?: AbortSignal): Promise<ParentClasses> {
  return apiJson<ParentClasses>('GET', '/api/parent/class-requests', undefined, { signal });
}

export function useParentClasses() {
  return useQuery({ queryKey: classInvitationKeys.parent(), queryFn: ({ signal }) => getParentClasses(signal) });
}
