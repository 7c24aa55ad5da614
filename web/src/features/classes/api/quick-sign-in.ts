import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@chess-quest/protocol/auth';
import { apiJson } from '../../../lib/api-client';
import { signedIn } from '../../../lib/use-auth';

/** POST /api/class-login/quick {code} → the student signed in; 401 wrong or too old, 429 too many wrong codes from here. */
export function quickSignIn(code: string): Promise<AuthUser> {
  return apiJson<AuthUser>('POST', '/api/class-login/quick', { code });
}

export function useQuickSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: quickSignIn,
    // A 401 here is "that code is not right", said on the page, not a logout.
    meta: { redirectOn401: false },
    onSuccess: (user) => signedIn(queryClient, user),
  });
}
