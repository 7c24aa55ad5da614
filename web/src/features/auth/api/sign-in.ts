import type { AuthUser, LoginBody } from '@chess-quest/protocol/auth';
import { apiJson } from '../../../lib/api-client';
import { useSignInMutation } from '../../../lib/use-auth';

/** POST /api/login {email, password} → 200 AuthUser; 400/401/429 → { message }. */
export function signIn(body: LoginBody): Promise<AuthUser> {
  return apiJson<AuthUser>('POST', '/api/login', body);
}

// A 401 here means "wrong email or password", shown in the form, not a logout.
export const useSignIn = () => useSignInMutation(signIn);
