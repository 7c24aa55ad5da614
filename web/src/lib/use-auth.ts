import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@chess-quest/protocol/auth';
import { apiJsonOrNullOn401 } from './api-client';

/** The signed-in user's query key, also exported by api/query-keys.ts with every other key. */
export const authKeys = {
  all: ['auth'] as const,
  user: () => [...authKeys.all, 'user'] as const,
};

/** GET /api/auth/user: the signed-in user, or null when the server answers 401. */
export function getAuthUser(signal?: AbortSignal): Promise<AuthUser | null> {
  return apiJsonOrNullOn401<AuthUser>('/api/auth/user', { signal });
}

export const authUserQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.user(),
    queryFn: ({ signal }) => getAuthUser(signal),
    // Several components read the auth state and the root layout swaps them while it loads;
    // after a failure (server down) a newly mounted reader must not start the fetch again,
    // or the layout would flip between 'Loading...' and the page forever.
    retryOnMount: false,
  });

export interface AuthState {
  user: AuthUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
}

/**
 * Who is signed in. Any failure other than 401 (server down, network error) also counts
 * as signed out, so the public pages keep working without the API.
 */
export function useAuth(): AuthState {
  const { data, isLoading } = useQuery(authUserQueryOptions());
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}

/**
 * After a sign-in or sign-up: the answer is the signed-in user, so the layout switches at
 * once; the read behind it confirms the session cookie took.
 */
export async function signedIn(queryClient: QueryClient, user: AuthUser): Promise<void> {
  queryClient.setQueryData(authKeys.user(), user);
  await queryClient.invalidateQueries({ queryKey: authKeys.user() });
}

/**
 * A sign-in or sign-up call as a mutation: its answer signs the user in (signedIn). A 401 is
 * the call's own answer (a wrong password, pictures or code), said on its page, not a logout.
 */
export function useSignInMutation<B>(mutationFn: (body: B) => Promise<AuthUser>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, meta: { redirectOn401: false }, onSuccess: (user) => signedIn(queryClient, user) });
}
