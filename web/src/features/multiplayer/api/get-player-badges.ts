import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { wornBadgesSchema, type OnlinePlayer, type WornBadge } from '@chess-quest/protocol/multiplayer';
import { multiplayerKeys } from '../../../api/query-keys';
import { multiplayerJson } from './multiplayer-request';

/** Badges change only when a child equips one on /achievements: one read per player is plenty. */
export const PLAYER_BADGES_STALE_MS = 5 * 60_000;

/** GET /api/multiplayer/players/:id/badges → the badges that player wears (at most three). */
export function getPlayerBadges(playerId: string, signal?: AbortSignal): Promise<WornBadge[]> {
  return multiplayerJson(wornBadgesSchema, 'GET', `/api/multiplayer/players/${encodeURIComponent(playerId)}/badges`, undefined, signal);
}

export const playerBadgesQueryOptions = (playerId: string) =>
  queryOptions({
    queryKey: multiplayerKeys.badges(playerId),
    queryFn: ({ signal }) => getPlayerBadges(playerId, signal),
    staleTime: PLAYER_BADGES_STALE_MS,
  });

/**
 * The badges a player wears, for the game screens: read once per player and cached (never
 * with a move). A player the lobby's list already holds starts from that card.
 */
export function usePlayerBadges(playerId: string): WornBadge[] {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...playerBadgesQueryOptions(playerId),
    initialData: () => queryClient.getQueryData<OnlinePlayer[]>(multiplayerKeys.players())?.find((p) => p.userId === playerId)?.badges,
    // A card from the lobby counts as fresh as the lobby's read, not as brand new.
    initialDataUpdatedAt: () => queryClient.getQueryState(multiplayerKeys.players())?.dataUpdatedAt,
  });
  return query.data ?? [];
}
