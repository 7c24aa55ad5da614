import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Badge } from '@chess-quest/protocol/achievements';
import { multiplayerKeys } from '../../../api/query-keys';
import { apiJson } from '../../../lib/api-client';
import { achievementKeys } from '../../../api/achievements/keys';

/** POST /api/gamification/badges/equip { badgeId, equipped } → the child's badges. */
export function equipBadge(body: { badgeId: string; equipped: boolean }): Promise<Badge[]> {
  return apiJson<Badge[]>('POST', '/api/gamification/badges/equip', body);
}

export function useEquipBadge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: equipBadge,
    onSuccess: (badges) => {
      queryClient.setQueryData(achievementKeys.badges(), badges);
      // The game screens keep worn badges for minutes: the child's own must show the change now.
      void queryClient.invalidateQueries({ queryKey: multiplayerKeys.wornBadges() });
    },
  });
}
