import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CloseAccountBody } from '@chess-quest/protocol/auth';
import { authKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/account/close → 204: erases an account that has no child left, and signs it out
 * everywhere. 403 naming parentPin for a wrong PIN; 409 while a child or a paid plan remains.
 */
export async function closeAccount(body: CloseAccountBody): Promise<void> {
  await apiRequest('POST', '/api/account/close', body);
}

export function useCloseAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeAccount,
    meta: { redirectOn401: false },
    onSuccess: () => {
      // Nothing of the account is left to show.
      queryClient.clear();
      queryClient.setQueryData(authKeys.user(), null);
    },
  });
}
