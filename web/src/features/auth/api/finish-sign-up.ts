import type { AuthUser, FirstChildBody } from '@chess-quest/protocol/auth';
import { apiJson } from '../../../lib/api-client';
import { useSignInMutation } from '../../../lib/use-auth';

/**
 * POST /api/signup/child → 201 AuthUser. Finishes a sign-up that began at an OpenID
 * Connect provider: the account exists, its parent PIN and first child do not yet.
 */
export function finishSignUp(body: FirstChildBody): Promise<AuthUser> {
  return apiJson<AuthUser>('POST', '/api/signup/child', body);
}

export const useFinishSignUp = () => useSignInMutation(finishSignUp);
