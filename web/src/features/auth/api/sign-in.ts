import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser, LoginBody } from '@chess-quest/protocol/auth';
import { apiJson } from '../../../lib/api-client';
import { signedIn } from '../../../lib/use-auth';

/** POST /api/login {email, password} → 200 AuthUser; 400/401/429 → { message }. */
export function signIn(body: LoginBody): Promise<AuthUser> {
  return apiJson<AuthUser>('POST', '/api/login', body);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // A 401 here means "wrong email or password", shown in the form, not a logout.
    meta: { redirectOn401: false },
    onSuccess: (user) => signedIn(queryClient, user),
  });
}
