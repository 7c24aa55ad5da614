import type { AuthUser } from '@chess-quest/protocol/auth';
import { apiJson } from '../../../lib/api-client';
import { useSignInMutation } from '../../../lib/use-auth';

/** POST /api/class-login/quick {code} → the student signed in; 401 wrong or too old, 429 too many wrong codes from here. */
export function quickSignIn(code: string): Promise<AuthUser> {
  return apiJson<AuthUser>('POST', '/api/class-login/quick', { code });
}

// A 401 here is "that code is not right", said on the page, not a logout.
export const useQuickSignIn = () => useSignInMutation(quickSignIn);
