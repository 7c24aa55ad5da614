import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser, SignUpBody } from '@chess-quest/protocol/auth';
import { apiJson } from '../../../lib/api-client';
import { signedIn } from '../../../lib/use-auth';

/** POST /api/signup → 201 AuthUser (signed in); 400 { message } naming the field. */
export function signUp(body: SignUpBody): Promise<AuthUser> {
  return apiJson<AuthUser>('POST', '/api/signup', body);
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    meta: { redirectOn401: false },
    onSuccess: (user) => signedIn(queryClient, user),
  });
}
