import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomizationPatch, UserCustomization } from '@chess-quest/protocol/customization';
import { apiJson } from '../../../lib/api-client';
import { customizationKeys } from './keys';

/** PATCH /api/customization/user {selectedPieceTheme?, selectedBoardTheme?, settings?, avatar?} → the saved customization (403 for a locked theme). */
export function updateCustomization(patch: CustomizationPatch): Promise<UserCustomization> {
  return apiJson<UserCustomization>('PATCH', '/api/customization/user', patch);
}

export function useUpdateCustomization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomization,
    onSuccess: (saved) => queryClient.setQueryData(customizationKeys.user(), saved),
  });
}
