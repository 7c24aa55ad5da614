import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoardTheme } from '@chess-quest/protocol/customization';
import { apiJson } from '../../../lib/api-client';
import { customizationKeys, customizationRetry } from './keys';

/** GET /api/customization/board-themes → the board catalog with square colours and unlock conditions. */
export function getBoardThemes(signal?: AbortSignal): Promise<BoardTheme[]> {
  return apiJson<BoardTheme[]>('GET', '/api/customization/board-themes', undefined, { signal });
}

export const boardThemesQueryOptions = () =>
  queryOptions({ queryKey: customizationKeys.boardThemes(), queryFn: ({ signal }) => getBoardThemes(signal), retry: customizationRetry });

export function useBoardThemes() {
  return useQuery(boardThemesQueryOptions());
}
