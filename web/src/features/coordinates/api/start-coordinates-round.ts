import { useMutation } from '@tanstack/react-query';
import type { CoordinatesRound, CoordinatesRoundBody } from '@chess-quest/protocol/coordinates';
import { apiJson } from '../../../lib/api-client';

/** POST /api/coordinates/rounds → a new 30-second round: its squares in order, chosen by the server. */
export function startCoordinatesRound(body: CoordinatesRoundBody): Promise<CoordinatesRound> {
  return apiJson<CoordinatesRound>('POST', '/api/coordinates/rounds', body);
}

export function useStartCoordinatesRound() {
  return useMutation({ mutationFn: startCoordinatesRound });
}
