import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PieceTheme } from '@chess-quest/protocol/customization';
import { apiJson } from '../../../lib/api-client';
import { customizationKeys, customizationRetry } from './keys';

/** GET /api/customization/piece-themes → the piece set catalog with unlock conditions. */
export function getPieceThemes(signal?: AbortSignal): Promise<PieceTheme[]> {
  return apiJson<PieceTheme[]>('GET', '/api/customization/piece-themes', undefined, { signal });
}

export const pieceThemesQueryOptions = () =>
  queryOptions({ queryKey: customizationKeys.pieceThemes(), queryFn: ({ signal }) => getPieceThemes(signal), retry: customizationRetry });

export function usePieceThemes() {
  return useQuery(pieceThemesQueryOptions());
}
