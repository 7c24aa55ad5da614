import { useMutation } from '@tanstack/react-query';
import type { ShareBadge } from '@chess-quest/protocol/achievements';
import { apiJson } from '../lib/api-client';

export interface GenerateBadgeBody {
  badgeType: 'achievement' | 'story' | 'streak';
  badgeId: string;
  streakCount?: number;
  streakType?: 'learning';
}

/** POST /api/social/badges/generate → colours chosen by the server and the badge SVG. */
export function generateBadge(body: GenerateBadgeBody): Promise<ShareBadge> {
  return apiJson<ShareBadge>('POST', '/api/social/badges/generate', body);
}

export function useGenerateBadge() {
  return useMutation({ mutationFn: generateBadge });
}
