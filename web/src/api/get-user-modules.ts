import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserModule } from '@chess-quest/protocol/catalog';
import { apiJson } from '../lib/api-client';
import { moduleKeys } from './query-keys';

/** GET /api/user/modules → UserModule[] (the signed-in child's lesson progress). */
export function getUserModules(signal?: AbortSignal): Promise<UserModule[]> {
  return apiJson<UserModule[]>('GET', '/api/user/modules', undefined, { signal });
}

export const userModulesQueryOptions = () => queryOptions({ queryKey: moduleKeys.user(), queryFn: ({ signal }) => getUserModules(signal) });

export function useUserModules() {
  return useQuery(userModulesQueryOptions());
}
