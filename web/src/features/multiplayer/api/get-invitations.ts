import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { POLL_INTERVALS_MS } from '@chess-quest/protocol/constants';
import { invitationSchema, type Invitation } from '@chess-quest/protocol/multiplayer';
import { useSocketStatus } from '../../../lib/socket/connection';
import { pollWhileDisconnected } from '../../../lib/socket/requests';
import { multiplayerKeys } from '../../../api/query-keys';
import { useInvitationsStore } from '../stores/invitations-store';
import { mergeInvitations } from '../stores/live-merge';
import { multiplayerJson } from './multiplayer-request';

/** GET /api/multiplayer/invitations → the child's invitations, sent and received. */
export function getInvitations(signal?: AbortSignal): Promise<Invitation[]> {
  return multiplayerJson(z.array(invitationSchema), 'GET', '/api/multiplayer/invitations', undefined, signal);
}

export const invitationsQueryOptions = () =>
  queryOptions({ queryKey: multiplayerKeys.invitations(), queryFn: ({ signal }) => getInvitations(signal) });

/** REST list merged with invitation:update pushes; polled every 3 s only while the socket is down. */
export function useInvitations() {
  const status = useSocketStatus();
  const live = useInvitationsStore((state) => state.byId);
  const query = useQuery({
    ...invitationsQueryOptions(),
    refetchInterval: pollWhileDisconnected(status, POLL_INTERVALS_MS.invitations),
  });
  const invitations = useMemo(() => (query.data ? mergeInvitations(query.data, live) : undefined), [query.data, live]);
  return { invitations, isError: query.isError, refetch: query.refetch };
}
