import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoordinatesBest } from '@chess-quest/protocol/coordinates';
import { apiJson } from '../../lib/api-client';
import { coordinatesKeys } from './keys';

/** GET /api/coordinates/bests → the child's best coordinates round per mode and side (the trainer and the journey read it). */
export function getCoordinatesBests(signal?: AbortSignal): Promise<CoordinatesBest[]> {
  return apiJson<CoordinatesBest[]>('GET', '/api/coordinates/bests', undefined, { signal });
}

export const coordinatesBestsQueryOptions = () =>
  queryOptions({ queryKey: coordinatesKeys.bests(), queryFn: ({ signal }) => getCoordinatesBests(signal) });

export function useCoordinatesBests() {
  return useQuery(coordinatesBestsQueryOptions());
}
