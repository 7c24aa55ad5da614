import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ThemeKind, ThemePurchaseResponse } from '@chess-quest/protocol/customization';
import { apiJson } from '../../../lib/api-client';
import { customizationKeys } from './keys';
import { progressKeys } from '../../../api/query-keys';

export interface BuyThemeInput {
  kind: ThemeKind;
  id: string;
}

/** POST /api/customization/themes/:kind/:id/unlock → the points left (403 when short, 409 when already bought). */
export function buyTheme({ kind, id }: BuyThemeInput): Promise<ThemePurchaseResponse> {
  return apiJson<ThemePurchaseResponse>('POST', `/api/customization/themes/${kind}/${encodeURIComponent(id)}/unlock`);
}

export function useBuyTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyTheme,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: customizationKeys.unlocked() });
      void queryClient.invalidateQueries({ queryKey: progressKeys.all });
    },
  });
}
