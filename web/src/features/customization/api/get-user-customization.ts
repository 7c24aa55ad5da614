import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserCustomization } from '@chess-quest/protocol/customization';
import { apiJson } from '../../../lib/api-client';
import { customizationKeys, customizationRetry } from './keys';

/** GET /api/customization/user → the selected set and board, the child's settings and avatar. */
export function getUserCustomization(signal?: AbortSignal): Promise<UserCustomization> {
  return apiJson<UserCustomization>('GET', '/api/customization/user', undefined, { signal });
}

export const userCustomizationQueryOptions = () =>
  queryOptions({ queryKey: customizationKeys.user(), queryFn: ({ signal }) => getUserCustomization(signal), retry: customizationRetry });

export function useUserCustomization() {
  return useQuery(userCustomizationQueryOptions());
}
