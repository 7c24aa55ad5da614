import { useQuery } from '@tanstack/react-query';
import type { JoinStatus } from '@chess-quest/protocol/class-invitations';
import { apiJson } from '../../lib/api-client';
import { classInvitationKeys } from './keys';

/** GET /api/class-invitations/mine → the child's class, or its request waiting for the parent. */
export function getJoinStatus(signal?: AbortSignal): Promise<JoinStatus> {
  return apiJson<JoinStatus>('GET', '/api/class-invitations/mine', undefined, { signal });
}

export function useJoinStatus() {
  return useQuery({ queryKey: classInvitationKeys.mine(), queryFn: ({ signal }) => getJoinStatus(signal) });
}
