import { useMutation } from '@tanstack/react-query';
import type { Invitation } from '@chess-quest/protocol/multiplayer';
import { apiJson } from '../../../lib/api-client';

/** POST /api/class-play/challenge → a challenge to a classmate (the lobby's usual challenge; 403 for anyone else). */
export function challengeClassmate(receiverId: string): Promise<Invitation> {
  return apiJson<Invitation>('POST', '/api/class-play/challenge', { receiverId });
}

export function useChallengeClassmate() {
  return useMutation({ mutationFn: challengeClassmate });
}
