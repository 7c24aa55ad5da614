import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthUser } from '@chess-quest/protocol/auth';
import { getQueryFn } from './api-client';

export const authUserQueryKey = ['/api/auth/user'] as const;

/** GET /api/auth/user: the signed-in user, or null when the server answers 401. */
export const authUserQueryOptions = () =>
  queryOptions({
    queryKey: authUserQueryKey,
    queryFn: getQueryFn<AuthUser>({ on401: 'returnNull' }),
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
