import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassLobby } from '@chess-quest/protocol/class-play';
import { apiJson } from '../../../lib/api-client';
import { classPlayKeys, LOBBY_REFRESH_MS } from './keys';

/** GET /api/class-play → the student's class lobby: classmates online, the class race (404 in no class). */
export function getClassLobby(signal?: AbortSignal): Promise<ClassLobby> {
  return apiJson<ClassLobby>('GET', '/api/class-play', undefined, { signal });
}

export const classLobbyQueryOptions = () => queryOptions({ queryKey: classPlayKeys.lobby(), queryFn: ({ signal }) => getClassLobby(signal) });

export function useClassLobby() {
  return useQuery({ ...classLobbyQueryOptions(), refetchInterval: LOBBY_REFRESH_MS, retry: false });
}
