import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Badge } from '@chess-quest/protocol/rewards';
import { apiJson } from '../../../lib/api-client';
import { rewardKeys } from '../../../api/rewards/keys';

/** POST /api/gamification/badges/equip { badgeId, equipped } → the child's badges. */
export function equipBadge(body: { badgeId: string; equipped: boolean }): Promise<Badge[]> {
  return apiJson<Badge[]>('POST', '/api/gamification/badges/equip', body);
}

export function useEquipBadge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: equipBadge,
    onSuccess: (badges) => queryClient.setQueryData(rewardKeys.badges(), badges),
  });
}
