import { useQuery } from '@tanstack/react-query';
import type { ClassInvitationState } from '@chess-quest/protocol/class-invitations';
import { apiJson } from '../../lib/api-client';
import { classInvitationKeys } from './keys';

/** GET /api/classes/:classId/invitation → the class's invitation for families, or null (teacher). */
export function getClassInvitation(classId: string, signal?: AbortSignal): Promise<ClassInvitationState> {
  return apiJson<ClassInvitationState>('GET', `/api/classes/${encodeURIComponent(classId)}/invitation`, undefined, { signal });
}

export function useClassInvitation(classId: string) {
  return useQuery({ queryKey: classInvitationKeys.ofClass(classId), queryFn: ({ signal }) => getClassInvitation(classId, signal) });
}
