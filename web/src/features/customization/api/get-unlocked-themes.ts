import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { customizationKeys, customizationRetry } from './keys';

/** GET /api/customization/unlocked-themes → ids of the themes the child may select. */
export function getUnlockedThemes(signal?: AbortSignal): Promise<string[]> {
  return apiJson<string[]>('GET', '/api/customization/unlocked-themes', undefined, { signal });
}

export const unlockedThemesQueryOptions = () =>
  queryOptions({ queryKey: customizationKeys.unlocked(), queryFn: ({ signal }) => getUnlockedThemes(signal), retry: customizationRetry });

export function useUnlockedThemes() {
  return useQuery(unlockedThemesQueryOptions());
}
