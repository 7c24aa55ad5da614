import type { AuthUser } from '@chess-quest/protocol/auth';
import type { ClassLoginBody } from '@chess-quest/protocol/classes';
import { apiJson } from '../../../lib/api-client';
import { useSignInMutation } from '../../../lib/use-auth';

/** POST /api/class-login {code, studentId, pictures} → the student signed in; 401 wrong pictures, 429 locked for a while. */
export function classSignIn(body: ClassLoginBody): Promise<AuthUser> {
  return apiJson<AuthUser>('POST', '/api/class-login', body);
}

// A 401 here is "those pictures are not right", said on the page, not a logout.
export const useClassSignIn = () => useSignInMutation(classSignIn);
