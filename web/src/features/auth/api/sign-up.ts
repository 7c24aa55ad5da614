import type { AuthUser, SignUpBody } from '@chess-quest/protocol/auth';
import { apiJson } from '../../../lib/api-client';
import { useSignInMutation } from '../../../lib/use-auth';

/** POST /api/signup → 201 AuthUser (signed in); 400 { message } naming the field. */
export function signUp(body: SignUpBody): Promise<AuthUser> {
  return apiJson<AuthUser>('POST', '/api/signup', body);
}

export const useSignUp = () => useSignInMutation(signUp);
